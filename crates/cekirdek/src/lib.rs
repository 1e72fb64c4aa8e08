#![forbid(unsafe_code)]
//! The kernel a lesson's model is written against, and nothing else: the lesson as one step and
//! the runs derived from it ([`adim`]), where a step tells its events ([`Iz`]), a set of small
//! numbers for the state ([`Kume`]), an option's accepted range ([`Tam`], [`Aralik`]), a name's place in a list of names ([`sira`]), and what the lessons'
//! fault-schedule notations share ([`yazim`]). It depends on no crate (serde only with the
//! `serde` feature), so a model compiles without the programs' machinery.

pub mod ad;
pub mod adim;
pub mod aralik;
pub mod iz;
pub mod kume;
pub mod yazim;

pub use ad::{ayni, sira, turkce_harfsiz};
pub use aralik::{Aralik, AralikHatasi, SecenekHatasi, Tam};
pub use iz::{Iz, Sayan, Toplar, TurOlayi, Turda};
pub use kume::Kume;
