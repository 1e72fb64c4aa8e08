#![forbid(unsafe_code)]
//! The drawing toolkit the lessons draw their pictures with: SVG through plotters (no system
//! fonts, byte-stable), a palette that reads in greyscale too, text, cells, arrows, crosses,
//! legends, line charts and their series. It knows no lesson: each lesson crate draws its own
//! timeline and charts from its events (`ders::Resimler::resimler`).

mod ortak;

pub use ortak::*;
/// plotters, for the shapes and styles the lessons draw with.
pub use plotters;
