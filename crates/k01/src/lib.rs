#![forbid(unsafe_code)]
//! K01: the course-wide figures every lesson computes with (invoice lines, the end-of-day
//! window, the peak write rate, KK2–KK4), each defined once with its unit, meaning, source and
//! sensitivity value. Nothing else lives here: the lessons' programs read these figures through
//! the `ders` crate, which also turns them into `hesap`'s flags and the docs' table.

pub mod varsayim;

pub use varsayim::{FATURA_SATIRI, HEPSI, KK2, KK3, KK4, TEPE_YAZMA, V10, Varsayim};
