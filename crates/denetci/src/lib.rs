#![forbid(unsafe_code)]
//! Zamanlayici–Araci–Denetci: silent hangs and a permanently failing step, and a supervisor
//! that re-drives expired steps and compensates past a retry threshold.
//!
//! The model is [`denetim`] (read it next to the lesson): the record and a step function, which
//! [`mod@kosum`] makes the lesson's step ([`Denetci`]: the lesson's own faults, the totals, the
//! claims' bookkeeping); [`secenek`] holds its options (declared once, as data) and results;
//! [`olay`] the events a step tells, [`anlatim`] their account. With the `ders` feature,
//! [`rapor`] computes and prints what the `olc` and `hesap` programs show ([`anlar`]: the lesson
//! text's moments pinned to its runs), [`resim`] draws a run, [`degismez`] says what must hold
//! for every option set, [`ozellik`] states the lesson's claims, and [`Denetci`] is the lesson
//! contract ([`ders::Ders`]) too. With the `kesif` feature, `kesif_modeli` is the lesson's
//! search side: the configurations the checker explores, the faults a state allows, the
//! teaching mutants.

pub mod anlar;
pub mod anlatim;
pub mod ariza;
mod cizelge;
pub mod degismez;
pub mod denetim;
pub mod kesif_modeli;
pub mod kosum;
pub mod olay;
pub mod ozellik;
pub mod rapor;
pub mod resim;
pub mod secenek;
mod sozlesme;

pub use ariza::Zamanlama;
pub use denetim::{ADIM, ASILI, Ariza, Durum, Hal, ISLER, KALICI, Kayit};
pub use kosum::{Defter, Denetci, Olcum, dersin_arizasi, izle, kosum};
pub use olay::Sonuc;
pub use secenek::{Hata, Secenek};
