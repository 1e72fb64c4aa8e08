//! The explorer's kept verdicts (`docs/kesif.json`): for each claim of each checking run of
//! `crates/kesif`, its verdict, state counts and shortest counterexample or witness as a fault
//! schedule. The explorer writes and compares them; `cargo xtask verify` replays the schedules
//! through the lessons' step functions for the docs, with no model checker.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A claim's verdict: it holds (an `always` claim with no counterexample, a `sometimes` claim
/// with a witness), or it fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Karar {
    /// Holds within the bounds.
    Tutar,
    /// Fails within the bounds.
    Bozulur,
}

/// Which bounds a kept result was found under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Boy {
    /// The default bounds.
    Tam,
    /// The small bounds of `cargo xtask test`.
    Kucuk,
}

/// What one checking run said of one claim: which claim, of which configuration, and its
/// verdict with the state counts. A run's report and a kept result both carry it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Denetim {
    /// The lesson.
    pub ders: String,
    /// The configuration checked.
    pub kontrol: String,
    /// The defect planted, for a mutant.
    pub kusur: Option<String>,
    /// The claim.
    pub ozellik: String,
    /// What it says.
    pub anlam: String,
    /// `her zaman` or `bazen`.
    pub tur: String,
    /// The options of the step function.
    pub secenek: Value,
    /// The bounds of the exploration.
    pub sinirlar: Value,
    /// Holds or fails.
    pub sonuc: Karar,
    /// Unique states reached.
    pub durum: usize,
    /// States explored, repeats included.
    pub kesfedilen: usize,
}

/// One kept result: what must not change without being looked at.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Kayitli {
    /// Under which bounds.
    pub boy: Boy,
    /// The claim and its verdict.
    #[serde(flatten)]
    pub denetim: Denetim,
    /// The length of the counterexample or witness.
    pub derinlik: Option<usize>,
    /// Its fault schedule (the lesson's `Ders::Zamanlama`).
    pub zamanlama: Option<Value>,
}

impl Kayitli {
    /// The result's name in a message: `lider / citleme+kalici tetik, 3 dugum / claim`.
    pub fn ad(&self) -> String {
        let d = &self.denetim;
        let kusur = d.kusur.as_deref().map(|k| format!(" [kusur {k}]")).unwrap_or_default();
        format!("{} / {}{kusur} / {}", d.ders, d.kontrol, d.ozellik)
    }
}

/// The file's name, under `docs/`.
pub const DOSYA: &str = "kesif.json";
