//! What every lesson's checking model is: the lesson's step function driven by faults an
//! adversary chooses ([`DersModeli`]), its claims ([`Ozellik`]) and its states ([`Hal`]). A
//! checker explores it (stateright in `crates/kesif`); a written schedule replays one path of it
//! ([`crate::tekrar`]).

use ders::{Ders, Programlar};
use serde_json::Value;
use std::fmt::{Debug, Display};
use std::hash::Hash;

/// Whether a claim speaks of every reachable state or of some (a claim is written
/// `Ozellik { ad, anlam, tur, uygun, kosul }`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tur {
    /// In every reachable state (a safety claim; a counterexample breaks it).
    HerZaman,
    /// In some reachable state (a witness that a behaviour happens; the example shows it).
    Bazen,
}

impl Tur {
    /// As reports write it: `her zaman`, `bazen`.
    pub fn ad(self) -> &'static str {
        match self {
            Tur::HerZaman => "her zaman",
            Tur::Bazen => "bazen",
        }
    }
}

/// One claim of a lesson, as the checker tests it.
pub struct Ozellik<M: DersModeli> {
    /// Its name, Turkish in ASCII (`citlemeyle_tek_kabul`).
    pub ad: &'static str,
    /// What it says, in one line.
    pub anlam: &'static str,
    /// Every state, or some.
    pub tur: Tur,
    /// Whether it speaks of this configuration (fencing claims need fencing on).
    pub uygun: fn(&M) -> bool,
    /// Whether a state satisfies it.
    pub kosul: fn(&M, &Durum<M>) -> bool,
}

/// A state of the exploration: the lesson's own state (`model`) and the least bookkeeping the
/// claims need besides it (`defter`), counted from the step's events as the lesson's totals are.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct Hal<S, D> {
    pub model: S,
    pub defter: D,
}

/// The state of the exploration of lesson model `M`.
pub type Durum<M> = Hal<<M as DersModeli>::Model, <M as DersModeli>::Defter>;

/// A lesson's model for the checker: the lesson's step function driven by faults an adversary
/// chooses, step by step, with the bookkeeping its claims need. `kesif::denetim::Denetlenen` makes it a
/// stateright model.
pub trait DersModeli: Clone + Send + Sync + Sized + 'static {
    /// The lesson whose step function this model drives.
    type Ders: Programlar;
    /// The lesson's own state.
    type Model: Clone + Debug + Hash + Eq + Send + Sync;
    /// What the claims need besides it.
    type Defter: Clone + Debug + Hash + Eq + Send + Sync;
    /// The faults of one step, as the adversary chooses them.
    type Eylem: Clone + Debug + PartialEq + Send + Sync;
    /// A defect the mutants plant around the step.
    type Kusur: Copy + Send + Sync + 'static;
    /// The claims, in the order they are checked (at most `kesif::denetim::OZELLIK_UST`).
    const OZELLIKLER: &'static [Ozellik<Self>];

    /// The defect planted around the step, for a mutant.
    fn kusur(&self) -> Option<Self::Kusur>;
    /// A defect's name as the report prints it.
    fn kusur_adi(k: Self::Kusur) -> &'static str;

    /// The states the exploration starts from.
    fn ilk(&self) -> Vec<Durum<Self>>;
    /// The faults the adversary may choose for the next step from `d` (none once the run ends).
    fn eylemler(&self, d: &Durum<Self>, eylemler: &mut Vec<Self::Eylem>);
    /// One step from `d` with faults `e`: one call of the lesson's step function.
    fn sonraki(&self, d: &Durum<Self>, e: Self::Eylem) -> Durum<Self>;
    /// A step's faults as the explorer's web view names them.
    fn eylem_adi(&self, e: &Self::Eylem) -> String;

    /// The options the step function runs with.
    fn secenek(&self) -> <Self::Ders as Ders>::Secenek;
    /// The options as a path of `uzunluk` steps tells them (the rounds it ran).
    fn yol_secenegi(&self, uzunluk: usize) -> <Self::Ders as Ders>::Secenek {
        let _ = uzunluk;
        self.secenek()
    }
    /// The bounds of the exploration, for the report.
    fn sinirlar(&self) -> Value;
    /// A path's faults, written down as the lesson's schedule (what the docs replay).
    fn zamanlama(&self, eylemler: &[Self::Eylem]) -> <Self::Ders as Ders>::Zamanlama;
    /// A path's events, by the step function with this model's faults and defects.
    fn olaylar(&self, eylemler: &[Self::Eylem]) -> Vec<<Self::Ders as Ders>::Olay>;
    /// What the report adds about claim `ozellik`'s path (the lesson's counts on the lesson's
    /// own schedule), if anything.
    fn not(&self, ozellik: &str, eylemler: &[Self::Eylem]) -> Option<String> {
        let _ = (ozellik, eylemler);
        None
    }

    /// A schedule as a reader writes it (`olc --ariza`).
    type Yazili: Clone + Debug + Display;
    /// Whether `olc`'s run of a path's schedule is the path and nothing else (lider, denetci),
    /// or the path is its first job and the other jobs follow (akis).
    const TUM_KOSUM: bool;
    /// A path's faults written as a reader writes them: replayed, they choose the same faults
    /// step by step ([`DersModeli::secilen`]).
    fn yazili(&self, eylemler: &[Self::Eylem]) -> Self::Yazili;
    /// Reads a written schedule, as `olc --ariza` does.
    fn oku(metin: &str) -> Result<Self::Yazili, String>;
    /// The faults written schedule `y` gives the next step from `d`.
    fn secilen(&self, d: &Durum<Self>, y: &Self::Yazili) -> Self::Eylem;
    /// A path's faults, from the lesson's schedule written down ([`DersModeli::zamanlama`]).
    fn yoldaki(&self, z: <Self::Ders as Ders>::Zamanlama) -> Vec<Self::Eylem>;
    /// The flags besides `--ariza` that make `olc` run this configuration for `uzunluk` steps.
    fn bayraklar(&self, uzunluk: usize) -> Vec<(String, String)>;
}
