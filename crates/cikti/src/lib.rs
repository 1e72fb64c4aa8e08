#![forbid(unsafe_code)]
//! A program's output, as the reference programs print it: JavaScript's number formatting and
//! padding ([`bicim`]), and lines and tables rendered as plain text or as Markdown ([`rapor`]).
//! It knows no lesson and no model.

pub mod bicim;
pub mod rapor;

pub use rapor::{Cikti, Rapor, Tablo};
