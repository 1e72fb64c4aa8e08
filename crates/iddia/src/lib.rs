#![forbid(unsafe_code)]
//! The lessons' claims and the models they are checked on, without a checker: each lesson's step
//! function driven by faults an adversary chooses step by step ([`model::DersModeli`]), its
//! claims as named conditions on a state ([`model::Ozellik`]), the defects its mutants plant
//! around the step, and the configurations a report checks ([`Sinirlar`]). `crates/kesif` makes
//! them stateright models; `cargo xtask verify` replays the paths the checker found
//! ([`tekrar`]) without compiling stateright.
//!
//! A path is a list of one step's faults each. Written as a reader writes a schedule
//! (`olc --ariza`), it replays on the command line and in the lesson's panel; [`tekrar`] reads
//! it back, walks the model with the faults it chooses, and says at which step the claim broke
//! (or, for a claim that some state shows, showed).
//!
//! [`arama`] checks every claim over every state without a checker crate, on one thread, as
//! stateright's breadth-first checker does: what the book's page runs.

pub mod akis;
pub mod arama;
pub mod denetci;
pub mod dersler;
pub mod karar;
pub mod lider;
pub mod model;
mod sinir;
mod tekrar;

pub use model::{DersModeli, Durum, Hal, Ozellik, Tur};
pub use sinir::{SinirTanimi, Sinirlar, Yapilandirma};
pub use tekrar::{Tekrar, kayitliyi_tekrarla, tekrar};
