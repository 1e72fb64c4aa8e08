#![forbid(unsafe_code)]
//! Koreografi ve Orkestrasyon: one four-step end-of-day workflow over eight seller-days, driven
//! by events or by a coordinator, counting steps, messages, compensations and what a missing
//! cancel subscription leaves behind.
//!
//! The model is [`is`] (read it next to the lesson); [`secenek`] holds its options and
//! results; [`rapor`] computes and prints what the `olc` and `hesap` programs show; [`cli`]
//! holds their flags.

pub mod cli;
pub mod degismez;
pub mod is;
pub mod iz;
pub mod rapor;
pub mod secenek;

pub use is::{ADIM, Adim, HATA, ISLER, izle, kosum, yapi};
pub use secenek::{Hata, Kip, Olcum, Secenek, Servis};
