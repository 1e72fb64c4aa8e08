#![forbid(unsafe_code)]
//! The kernel a lesson's model is written against, and nothing else: where a step tells its
//! events ([`Iz`]), a set of small numbers for the state ([`Kume`]), and an option's accepted
//! range ([`Tam`], [`Aralik`]), and a name's place in a list of names ([`sira`]). It depends on no crate (serde only with the `serde` feature), so
//! a model compiles without the programs' machinery.

pub mod ad;
pub mod aralik;
pub mod iz;
pub mod kume;

pub use ad::{ayni, sira, turkce_harfsiz};
pub use aralik::{Aralik, AralikHatasi, SecenekHatasi, Tam};
pub use iz::{Iz, Sayan, Toplar, TurOlayi, Turda};
pub use kume::Kume;
