#![forbid(unsafe_code)]
//! Lider Secimi: leases, fencing tokens and persistent triggers, counted in missed and
//! double-started end-of-day batches.
//!
//! The model is [`secim`] (read it next to the lesson); [`secenek`] holds its options,
//! results and domain; [`rapor`] builds what the `olc` and `hesap` programs print.

pub mod rapor;
pub mod secenek;
pub mod secim;

pub use secenek::{ARALIK, Hata, Olcum, Secenek};
pub use secim::{BAS, TETIK, kosum};
