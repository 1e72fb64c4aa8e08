#![forbid(unsafe_code)]
//! Koreografi ve Orkestrasyon: one four-step end-of-day workflow over eight seller-days, driven
//! by events or by a coordinator, counting steps, messages, compensations and what a missing
//! cancel subscription leaves behind.
//!
//! The model is [`is`] (read it next to the lesson): the state and a step function, which
//! [`mod@kosum`] makes the lesson's step ([`Akis`]: the lesson's own failures, the totals, the
//! claims' bookkeeping); [`secenek`] holds its options; [`olay`] the events a step tells,
//! [`anlatim`] their account. With the `ders` feature, [`rapor`] computes and prints what the
//! `olc` and `hesap` programs show ([`anlar`]: the lesson text's moments pinned to its runs),
//! [`resim`] draws a run, [`degismez`] says what must hold for every option set, [`ozellik`]
//! states the lesson's claims, and [`Akis`] is the lesson contract ([`ders::Ders`]) too. With
//! the `kesif` feature, `kesif_modeli` is the lesson's search side: the configurations the
//! checker explores, the faults a state allows, the teaching mutants.

pub mod anlar;
pub mod anlatim;
pub mod ariza;
mod cizelge;
pub mod degismez;
pub mod is;
pub mod kesif_modeli;
pub mod kosum;
pub mod olay;
pub mod ozellik;
pub mod rapor;
pub mod resim;
pub mod secenek;
mod sozlesme;

pub use ariza::Zamanlama;
pub use is::{ADIM, Adim, Ariza, Durum, HATA, ISLER, yapi};
pub use kosum::{Akis, Defter, Olcum, dersin_arizasi, izle, kosum};
pub use secenek::{Hata, Kip, Secenek, Servis};
