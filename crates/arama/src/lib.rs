#![forbid(unsafe_code)]
//! The check of every fault timing, a search of every state, without a checker crate and
//! without a lesson: what a lesson implements for it, and what the tools do with that. The
//! lessons' crates depend on this one, never the reverse; `crates/kesif` adapts it to
//! stateright.
//!
//! - [`model`]: a lesson's checking model ([`Model`]: states, the faults an adversary chooses,
//!   one step, the lesson's claims as [`Ozellik`]s over its own state, a teaching mutant's
//!   defect). [`yazim`]: a path written as a reader writes a schedule (`olc --ariza`) and
//!   walked back ([`Yazim`]).
//! - [`ders_denetimi`]: a lesson as the check knows it ([`Denetim`]: its configurations, options,
//!   ignored flags and declared bounds, [`sinir`]), the check a page runs
//!   ([`her_zamanlamada`]) and the replay of a kept path ([`kayitliyi_tekrarla`]).
//! - [`genislik`]: every claim over every state, breadth-first on one thread, as stateright's
//!   checker does; [`en_az`]: the fewest faults that break each claim, proven by a uniform-cost
//!   search over the same states; [`depo`]: the store both keep their states in, exact and small
//!   (a configuration's packed keys, tables of numbers); [`karar`]: a check's verdicts as a text
//!   that is the same on every run; [`mod@tekrar`]: a path replayed from its written schedule; [`kayit`]: the verdicts the docs
//!   keep (`docs/kesif.json`).

mod acilim;
pub mod depo;
pub mod ders_denetimi;
pub mod en_az;
pub mod genislik;
pub mod karar;
pub mod kayit;
pub mod model;
pub mod sinir;
pub mod tekrar;
pub mod yazim;

pub use acilim::{is_parcacigi, is_parcacigi_sayisi};
pub use ders_denetimi::{Denetim, DersDenetimi, Tasarim, her_zamanlamada, kayitliyi_tekrarla};
pub use model::{Kesit, Kosul, Model, Ozellik, Ozellikli, Saklama, Tur, kusur_adi};
pub use sinir::{SayfaSiniri, SinirTanimi, Sinirlar, Yapilandirma};
pub use tekrar::{Tekrar, tekrar};
pub use yazim::Yazim;
