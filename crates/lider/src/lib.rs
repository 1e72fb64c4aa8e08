#![forbid(unsafe_code)]
//! Lider Secimi: leases, fencing tokens and persistent triggers, counted in missed and
//! double-started end-of-day batches.
//!
//! The model is [`secim`] (read it next to the lesson): the state and a step function that
//! [`mod@kosum`] drives with the lesson's own faults; [`secenek`] holds its options (declared
//! once, as data) and results; [`olay`] the events a step tells, [`anlatim`] their account. With the
//! `ders` feature, [`rapor`] computes and prints what the `olc` and `hesap` programs show ([`anlar`]: the
//! lesson text's moments pinned to its runs),
//! [`resim`] draws a run, [`degismez`] says what must hold for every option set, [`ozellik`]
//! states the lesson's claims for the checker, and [`Lider`] ties them to the lesson contract
//! ([`ders::Ders`]). With the `kesif` feature, `kesif_modeli` is the lesson's search side: the
//! configurations the checker explores, its state, the teaching mutants.

pub mod anlar;
pub mod anlatim;
pub mod ariza;
mod cizelge;
pub mod degismez;
pub mod kesif_modeli;
pub mod kosum;
pub mod olay;
pub mod ozellik;
pub mod rapor;
pub mod resim;
pub mod secenek;
pub mod secim;
mod sozlesme;

pub use ariza::Zamanlama;
pub use kosum::{Defter, Lider, Olcum, dersin_arizasi, izle, kosum};
pub use secenek::{BAS, Hata, Secenek};
pub use secim::{Durum, Kayit, TETIK};
