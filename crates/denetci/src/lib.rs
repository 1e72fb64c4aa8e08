#![forbid(unsafe_code)]
//! Zamanlayici–Araci–Denetci: silent hangs and a permanently failing step, and a supervisor
//! that re-drives expired steps and compensates past a retry threshold.
//!
//! The model is [`akis`] (read it next to the lesson); [`secenek`] holds its options,
//! results and domain; [`rapor`] computes and prints what the `olc` and `hesap` programs
//! show; [`cli`] holds their flags.

pub mod akis;
pub mod cli;
pub mod degismez;
pub mod iz;
pub mod rapor;
pub mod secenek;

pub use akis::{ADIM, ASILI, ISLER, KALICI, izle, kosum};
pub use secenek::{Hal, Hata, Kayit, Olcum, Secenek, aralik};
