#![forbid(unsafe_code)]
//! Lider Secimi: leases, fencing tokens and persistent triggers, counted in missed and
//! double-started end-of-day batches.
//!
//! The model is [`secim`] (read it next to the lesson); [`secenek`] holds its options,
//! results and domain; [`rapor`] computes and prints what the `olc` and `hesap` programs
//! show; [`cli`] holds their flags.

pub mod cli;
pub mod degismez;
pub mod iz;
pub mod rapor;
pub mod secenek;
pub mod secim;

pub use secenek::{Hata, Olcum, Secenek, aralik};
pub use secim::{BAS, TETIK, izle, kosum};
