#![forbid(unsafe_code)]
//! K01: the course-wide assumptions and the output conventions shared by every program.
//!
//! - [`varsayim`]: each number the lessons take from K01 (invoice lines, the end-of-day window,
//!   the peak write rate, KK2–KK4), defined once as a typed record.
//! - [`bicim`]: JavaScript's number and padding semantics (`toFixed`, `String(n)`,
//!   `padStart`/`padEnd`), so the Rust programs print the reference programs' digits.
//! - [`alan`]: the error a model returns for an option outside its domain.
//! - [`arac`]: the command line every program shares (formats, help, K01 flags, exit codes).
//! - [`kesif`]: exhaustive checking of a model's invariants over a grid of options.
//! - [`rapor`]: a program's output as lines and tables, rendered as the lesson's plain text.

pub mod alan;
pub mod arac;
pub mod bicim;
pub mod kesif;
pub mod rapor;
pub mod varsayim;

pub use varsayim::{FATURA_SATIRI, KK2, KK3, KK4, TEPE_YAZMA, V10, Varsayim};
