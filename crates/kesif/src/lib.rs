#![forbid(unsafe_code)]
//! Every fault timing, not one: the lessons' claims checked by a model checker (stateright) under
//! every schedule of faults within bounds, with the shortest counterexample when one fails.
//!
//! Each lesson's model (`crates/iddia`: `iddia::lider`, `iddia::denetci`, `iddia::akis`) becomes
//! a stateright `Model` here: the state is the lesson's `Durum` plus the least bookkeeping the
//! claims need (counted from the step's events, as the lesson's totals are), the actions are the
//! faults an adversary may choose for the next step, and `next_state` is one call of the step
//! function. The claims (`iddia::Ozellik`) are stateright `always` and `sometimes` properties
//! over bounded, acyclic graphs (the round or the job's step is part of the state). Mutants
//! plant a defect around the step function (each lesson module's `Kusur`); each must be caught.
//! Each counterexample and witness of a lesson's own model comes with the command and the panel
//! link that replay it (`iddia::tekrar`).
//!
//! [`denetim`] is the stateright model over any lesson model, [`kontrol`] the report's checking
//! runs and the lessons' registry, [`izgara`] the parameter grids of the lessons' invariants.
//! [`kayit`] is the record format of the verdicts the docs keep (`docs/kesif.json`): it alone
//! compiles without the checker (default feature `denetle` off), for `cargo xtask`.

pub mod kayit;

#[cfg(feature = "denetle")]
pub mod denetim;
#[cfg(feature = "denetle")]
pub mod izgara;
#[cfg(feature = "denetle")]
pub mod kontrol;

#[cfg(feature = "denetle")]
pub use denetim::{Ornek, OzellikSonucu, denetle};
#[cfg(feature = "denetle")]
pub use kontrol::{DersDenetimi, Kontrol, Kontroller};

/// Each lesson's checking runs for some bounds, in course order: one line per lesson, each
/// giving the real model's configurations and then its mutants (`iddia`'s configurations as
/// runs, [`kontrol`]). The test
/// `kesif::kayit_dersleri_sirasiyla_adlandirir` checks it against the lessons' one list.
#[cfg(feature = "denetle")]
pub static DERSLER: &[&DersDenetimi] = &[&kontrol::AKIS, &kontrol::DENETCI, &kontrol::LIDER];

/// Every checking run for bounds `s`, lesson by lesson.
#[cfg(feature = "denetle")]
pub fn kontroller(s: &iddia::Sinirlar) -> Vec<Box<dyn Kontrol>> {
    DERSLER.iter().flat_map(|d| (d.kontroller)(s)).collect()
}
