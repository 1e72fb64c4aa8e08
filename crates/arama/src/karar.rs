//! A check's verdicts as a text that is the same on every run, whichever engine made them
//! (stateright in `kesif --metin`, [`crate::genislik`] in the book's page): per configuration its
//! options and counts, then per claim its verdict and the length and schedule (`--ariza`) of its
//! shortest counterexample or witness. No seconds, no rates, no paths.

use serde_json::Value;

/// What one configuration's check found.
#[derive(Debug, Clone, PartialEq)]
pub struct Karar {
    /// The lesson, by its package name.
    pub ders: String,
    /// The configuration's name (`citleme+kalici tetik, 3 dugum, her kume`).
    pub kontrol: String,
    /// The defect planted, for a mutant.
    pub kusur: Option<String>,
    /// Unique states.
    pub durum: usize,
    /// States explored, repeats included.
    pub kesfedilen: usize,
    /// The step function's options (JSON).
    pub secenek: Value,
    /// Each claim, in the model's order.
    pub ozellikler: Vec<OzellikKarari>,
}

/// What a check found of one claim: its name, whether it speaks of every state or of some
/// (`her zaman`, `bazen`), whether a state broke or showed it, and if so the path's length and
/// schedule (`--ariza`; none for a mutant's path, which the command line cannot replay), and the
/// panel's URL fragment that replays it (not printed).
#[derive(Debug, Clone, PartialEq)]
#[allow(missing_docs, reason = "the type's doc names its fields")]
pub struct OzellikKarari {
    pub ozellik: String,
    pub tur: String,
    pub bulundu: bool,
    pub ornek: Option<(usize, Option<String>)>,
    pub parca: Option<String>,
}

/// The verdicts, a block per configuration.
pub fn metin(kararlar: &[Karar]) -> String {
    let mut m = String::new();
    for k in kararlar {
        let kusur = k.kusur.as_deref().map(|x| format!(" [kusur: {x}]")).unwrap_or_default();
        m += &format!(
            "{} / {}{kusur}: {} durum, {} keşfedilen\n",
            k.ders, k.kontrol, k.durum, k.kesfedilen
        );
        m += &format!("  seçenek: {}\n", k.secenek);
        for i in &k.ozellikler {
            let karar = match (i.tur == "bazen", i.bulundu) {
                (true, true) => "BULUNDU",
                (false, false) => "TUTAR",
                (true, false) => "BULUNAMADI",
                (false, true) => "BOZULUR",
            };
            m += &format!("  {:<44} {:<9} {karar}", i.ozellik, i.tur);
            if let Some((derinlik, ariza)) = &i.ornek {
                m += &format!(" {derinlik} adım");
                if let Some(a) = ariza {
                    m += &format!(": --ariza '{a}'");
                }
            }
            m += "\n";
        }
    }
    m
}

/// The fewest faults of each design (`docs/kesif.json`'s `enAz`, [`crate::ders_denetimi::tasarimlarda`])
/// as a text that is the same on every run: per design its configuration and counts, then per
/// claim the fewest faults, the minimal timings counted, the states settled below, and the
/// first minimal timing (`--ariza`); or that none breaks it, or that the bounds cannot decide.
pub fn en_az_metni(kayitlar: &[crate::kayit::EnAzKaydi]) -> String {
    use crate::kayit::EnAzSonucu;
    let mut m = String::new();
    for r in kayitlar.chunk_by(|a, b| (&a.ders, &a.tasarim) == (&b.ders, &b.tasarim)) {
        let k = &r[0];
        m += &format!(
            "{} / {}: {}: {} durum, {} yerleşen\n",
            k.ders, k.tasarim, k.kontrol, k.durum, k.yerlesen
        );
        for k in r {
            let ne = match k.sonuc {
                EnAzSonucu::KararVerilemez => "bu sınırlarla karar verilemez".to_string(),
                EnAzSonucu::Hicbiri => "sınırlar içinde hiçbiri".to_string(),
                EnAzSonucu::Bulundu => format!(
                    "{} arıza ({}{} en az arızalı sıra; altında {} durum): --ariza '{}'",
                    k.ariza.unwrap_or_default(),
                    k.sayi.unwrap_or_default(),
                    if k.tavan { " ya da daha çok" } else { "" },
                    k.altinda.unwrap_or_default(),
                    k.yazili.as_deref().unwrap_or_default()
                ),
            };
            let iddia = if k.iddia_edilir { "" } else { " [bu sütunda iddia edilmez]" };
            m += &format!("  {:<44} {:<9} {ne}{iddia}\n", k.ozellik, k.tur);
        }
    }
    m
}
