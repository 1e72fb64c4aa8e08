//! A path the checker found, replayed from its written schedule: written as a reader writes it
//! (`--ariza`), read back, and walked through the model with the faults it chooses, step by
//! step, where the claim must break (or show) at the path's last step. The command and the
//! panel link that replay it come with it.

use crate::model::{AramaDurumu, Eylem, Tur, adli};
use crate::yazim::Yazim;
use ders::{Ders, Program};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A path replayed from its written schedule.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Tekrar {
    /// The schedule as a reader writes it (`--ariza`).
    pub ariza: String,
    /// The command that replays it:
    /// `cargo run -p lider --bin olc -- --dugum 3 --tur 13 --ariza '...'`.
    pub komut: String,
    /// The lesson page, its panel filled with the same flags: `lider.html#dugum=3&tur=13&ariza=...`.
    pub baglanti: String,
    /// `olc`'s flags that replay the path, `--ariza` last.
    #[serde(skip)]
    pub bayraklar: Vec<(String, String)>,
    /// The options of the column of `olc` whose run is the path, as `--json` prints them
    /// (without `ariza`).
    #[serde(skip)]
    pub sutun: Value,
    /// The path's events, as `olc --iz --json` prints them.
    #[serde(skip)]
    pub olaylar: Value,
    /// Whether that column's run is the path alone (else the path is its first job's part).
    #[serde(skip)]
    pub tum_kosum: bool,
    /// The step at which the claim broke (a claim of every state) or showed (of some) on the
    /// replay, from 0 (the initial state); `None`: it never did.
    #[serde(skip)]
    pub adim: Option<usize>,
}

/// Replays `m`'s path `eylemler` from its written schedule and watches claim `ozellik` on it.
/// Fails if the written schedule does not read back, or chooses other faults than the path.
pub fn tekrar<M: Yazim>(m: &M, ozellik: &str, eylemler: &[Eylem<M>]) -> Result<Tekrar, String> {
    let o = adli::<M>(ozellik).ok_or_else(|| format!("'{ozellik}' diye bir özellik yok"))?;
    let ariza = m.yazili(eylemler).to_string();
    let y: M::Yazili = ariza.parse().map_err(|e| format!("--ariza '{ariza}' okunamadı: {e}"))?;
    let goruldu = |d: &AramaDurumu<M>| o.tutar(m, d) == (o.tur() == Tur::Bazen);
    let mut d = m.ilk().into_iter().next().ok_or("modelin ilk durumu yok")?;
    let mut adim = goruldu(&d).then_some(0);
    for (i, yoldaki) in eylemler.iter().enumerate() {
        let secilen = m.secilen(&d, &y);
        if &secilen != yoldaki {
            return Err(format!("{}. adım: '{ariza}' {secilen:?} seçiyor, yol {yoldaki:?}", i + 1));
        }
        d = m.sonraki(&d, secilen);
        if adim.is_none() && goruldu(&d) {
            adim = Some(i + 1);
        }
    }
    let mut bayraklar = m.bayraklar(eylemler.len());
    bayraklar.push((ders::secenek::ARIZA_ADI.into(), ariza.clone()));
    let ad = <M::Ders as Ders>::AD;
    let json = |v: Result<Value, serde_json::Error>| v.map_err(|e| e.to_string());
    Ok(Tekrar {
        komut: ders::bayraklar::komut_satiri::<M::Ders>(Program::Olc, &bayraklar),
        baglanti: format!("{ad}.html#{}", ders::bayraklar::parca(&bayraklar)),
        ariza,
        bayraklar,
        sutun: json(serde_json::to_value(m.yol_secenegi(eylemler.len())))?,
        olaylar: json(serde_json::to_value(m.olaylar(eylemler)))?,
        tum_kosum: M::TUM_KOSUM,
        adim,
    })
}
