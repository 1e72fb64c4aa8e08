//! The lesson's behaviour, in one test binary: the model's step (`adim`), a written schedule
//! (`ariza`), the command line (`cli`, `kenarlar`), the invariants (`degismez`), the
//! lesson's own runs (`ders`) and the single changes (`tek_degisiklik`). The lesson's
//! sentences are `tests/iddialar.rs`, which verify runs on its own. One binary instead of one
//! per file compiles the lesson's programs and the shared test helpers once.

mod adim;
mod ariza;
mod cli;
mod degismez;
mod ders;
mod kenarlar;
mod tek_degisiklik;
