//! A path written down and read back, as a reader writes a schedule (`olc --ariza`): what the
//! command line and the lesson's panel replay, and what the docs keep (`docs/kesif.json`).

use crate::model::{AramaDurumu, Eylem, Model};
use std::fmt::{Debug, Display};
use std::str::FromStr;

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
    fn yazili(&self, eylemler: &[Eylem<Self>]) -> Self::Yazili;
    /// The faults written schedule `y` gives the next step from `d`.
    fn secilen(&self, d: &AramaDurumu<Self>, y: &Self::Yazili) -> Eylem<Self>;
    /// The flags besides `--ariza` that make `olc` run this configuration for `uzunluk` steps:
    /// none by default (a configuration `olc` runs as it is).
    fn bayraklar(&self, uzunluk: usize) -> Vec<(String, String)> {
        let _ = uzunluk;
        Vec::new()
    }
}

/// The path written schedule `y` gives model `m` over its first `adim` steps: at each step the
/// faults it chooses there ([`Yazim::secilen`]). Fails if the run ends before, or if the
/// schedule chooses faults the model does not offer at a step (over its budget).
pub fn yol<M: Yazim>(m: &M, y: &M::Yazili, adim: usize) -> Result<Vec<Eylem<M>>, String> {
    let mut d = m.ilk().into_iter().next().ok_or("modelin ilk durumu yok")?;
    let (mut eylemler, mut secenekler) = (Vec::with_capacity(adim), Vec::new());
    for i in 0..adim {
        secenekler.clear();
        m.eylemler(&d, &mut secenekler);
        if secenekler.is_empty() {
            return Err(format!("koşum {i} adımda bitiyor, yol {adim} adım"));
        }
        let e = m.secilen(&d, y);
        if !secenekler.contains(&e) {
            return Err(format!(
                "{}. adımda seçilen {e:?} modelin o adımdaki arızalarında yok",
                i + 1
            ));
        }
        d = m.sonraki(&d, e.clone());
        eylemler.push(e);
    }
    Ok(eylemler)
}
