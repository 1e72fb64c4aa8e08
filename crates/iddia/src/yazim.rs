//! A path written down and read back: as a reader writes a schedule (`olc --ariza`), which the
//! command line and the lesson's panel replay, and as the lesson's [`ders::Ders::Zamanlama`],
//! which the docs keep (`docs/kesif.json`).

use crate::model::Model;
use ders::Ders;
use std::fmt::{Debug, Display};
use std::str::FromStr;

/// The lesson's written-down schedule for model `M`.
pub type Zamanlama<M> = <<M as Model>::Ders as Ders>::Zamanlama;

/// A schedule's parts joined as the `--ariza` notation writes them: by commas, `yok` for none.
pub fn yazi(parcalar: &[String]) -> String {
    if parcalar.is_empty() { "yok".into() } else { parcalar.join(",") }
}

/// Writing a path of a lesson model in the `--ariza` notation and walking it back.
pub trait Yazim: Model {
    /// A schedule as a reader writes it (`olc --ariza`), read as `olc --ariza` reads it.
    type Yazili: Clone + Debug + Display + FromStr<Err = String>;
    /// Whether `olc`'s run of a path's schedule is the path and nothing else (the default), or
    /// the path is its first job and the other jobs follow (a run told job by job).
    const TUM_KOSUM: bool = true;
    /// A path's faults written as a reader writes them: replayed, they choose the same faults
    /// step by step ([`Yazim::secilen`]).
    fn yazili(&self, eylemler: &[Self::Eylem]) -> Self::Yazili;
    /// The faults written schedule `y` gives the next step from `d`.
    fn secilen(&self, d: &Self::Durum, y: &Self::Yazili) -> Self::Eylem;
    /// A path's faults as the lesson's schedule (what the docs keep and replay).
    fn zamanlama(&self, eylemler: &[Self::Eylem]) -> Zamanlama<Self>;
    /// A path's faults, from the lesson's schedule ([`Yazim::zamanlama`]).
    fn yoldaki(&self, z: Zamanlama<Self>) -> Vec<Self::Eylem>;
    /// The flags besides `--ariza` that make `olc` run this configuration for `uzunluk` steps.
    fn bayraklar(&self, uzunluk: usize) -> Vec<(String, String)>;
}
