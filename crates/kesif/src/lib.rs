#![forbid(unsafe_code)]
//! Every fault timing, not one: the lessons' claims checked by a model checker (stateright) under
//! every schedule of faults within bounds, with the shortest counterexample when one fails.
//!
//! Each lesson's checking model (its crate's search side, `arama::Denetim`) becomes a stateright
//! `Model` here: the state is the lesson's state plus the least bookkeeping the claims need
//! (counted from the step's events, as the lesson's totals are), the actions are the faults an
//! adversary may choose for the next step, and `next_state` is one call of the step function.
//! The claims (`arama::Ozellik`) are stateright `always` and `sometimes` properties over bounded,
//! acyclic graphs (the round or the job's step is part of the state). Mutants plant a defect
//! around the step function; each must be caught. Each counterexample and witness of a lesson's
//! own model comes with the command and the panel link that replay it (`arama::tekrar`).
//!
//! [`denetlenen`] is the stateright model over any lesson model, [`kontrol`] the report's checking
//! runs, [`izgara`] the parameter grids of the lessons' invariants. The lessons come from their
//! one list ([`DERSLER`], expanded from `dersler::her_ders!`); the record format of the verdicts
//! the docs keep is `arama::kayit`.

pub mod denetlenen;
pub mod izgara;
pub mod izleme;
pub mod kontrol;
pub mod yazdirma;

pub use denetlenen::{DenetimSonucu, Denetlenebilir, Ornek, denetle};
pub use kontrol::{DersKontrolleri, Kontrol};

/// [`DERSLER`] from the list's types.
macro_rules! kontrol_listesi {
    ($($ders:path),* $(,)?) => {
        /// Each lesson's checking runs, in course order: the real model's configurations, then
        /// its mutants.
        pub static DERSLER: &[DersKontrolleri] = &[$(DersKontrolleri::yeni::<$ders>()),*];
    };
}

dersler::her_ders!(kontrol_listesi);

/// The workspace root (crates/kesif sits two levels below it): where the kept verdicts live
/// (`docs/kesif.json`).
pub fn kok() -> std::path::PathBuf {
    let kesif = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    kesif.ancestors().nth(2).expect("crates/kesif is inside the workspace").to_path_buf()
}

/// Every checking run for bounds `s`, lesson by lesson.
pub fn kontroller(s: &arama::Sinirlar) -> Vec<Box<dyn Kontrol>> {
    DERSLER.iter().flat_map(|d| (d.kontroller)(s)).collect()
}
