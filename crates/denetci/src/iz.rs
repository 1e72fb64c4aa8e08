//! Round-by-round trace of a run: the events the model emits ([`Olay`]) as it decides, and
//! their plain-text account ([`anlat`]). A kept event carries its round ([`TurOlayi`]).

use crate::Sonuc;
use ders::iz::TurOlayi;
use serde::Serialize;

/// One event of the model, as a round makes them: the agent's, then the supervisor's, then the
/// scheduler's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "olay", rename_all = "camelCase")]
pub enum Olay {
    /// The agent executed the step and its record arrived.
    Yurutuldu {
        /// The job.
        is: &'static str,
        /// The step.
        adim: &'static str,
    },
    /// The agent ran the step but no record arrived: nobody notices.
    KayitDusmedi {
        /// The job.
        is: &'static str,
        /// The step.
        adim: &'static str,
        /// Hang ([`Sonuc::Asili`]) or permanent failure ([`Sonuc::Kalici`]).
        neden: Sonuc,
    },
    /// The supervisor read every record.
    Tarama {
        /// Records read.
        okunan: usize,
    },
    /// The supervisor found the step expired and handed it back for another try.
    YenidenSurdu {
        /// The job.
        is: &'static str,
        /// The step.
        adim: &'static str,
        /// Rounds since its record was due.
        gecikme: u32,
        /// Whether the work had in fact been done (the next run of it is wasted).
        bosa: bool,
    },
    /// The scheduler started the job's next step.
    Baslatti {
        /// The job.
        is: &'static str,
        /// The step.
        adim: &'static str,
        /// Re-drives of this step so far.
        deneme: u32,
    },
    /// All four steps done.
    Bitti {
        /// The job.
        is: &'static str,
    },
    /// The job passed the threshold: its completed steps were compensated.
    TelafiEdildi {
        /// The job.
        is: &'static str,
        /// Steps compensated.
        adim_sayisi: usize,
    },
}

/// The plain-text account of a trace: a line per round. Routine steps (recorded, started) are
/// counted; hangs, failures, scans, re-drives, completions and compensations are told one by
/// one. `tur` is the run's round limit, so an early stop can be told.
pub fn anlat(olaylar: &[TurOlayi<Olay>], tur: u32) -> Vec<String> {
    let mut satirlar = Vec::new();
    let mut bas = 0;
    while bas < olaylar.len() {
        let t = olaylar[bas].tur;
        let son = olaylar[bas..].iter().position(|k| k.tur != t).map_or(olaylar.len(), |n| bas + n);
        satirlar.push(format!("tur {t:>2}: {}", tur_ozeti(&olaylar[bas..son]).join("; ")));
        bas = son;
    }
    if let Some(son) = olaylar.last().map(|k| k.tur).filter(|&son| son < tur) {
        satirlar
            .push(format!("butun isler {son}. turda durdu; kosum erken bitti ({tur} tur yerine)"));
    }
    satirlar
}

fn tur_ozeti(olaylar: &[TurOlayi<Olay>]) -> Vec<String> {
    // Routine events are counted in the place of the first of their kind.
    let mut parcalar: Vec<String> = Vec::new();
    let (mut kaydedilen, mut baslayan, mut biten) = ((0, None), (0, None), (Vec::new(), None));
    let yer = |parcalar: &mut Vec<String>, yer: &mut Option<usize>| {
        if yer.is_none() {
            *yer = Some(parcalar.len());
            parcalar.push(String::new());
        }
    };
    for k in olaylar {
        let metin = match &k.olay {
            Olay::Yurutuldu { .. } => {
                kaydedilen.0 += 1;
                yer(&mut parcalar, &mut kaydedilen.1);
                continue;
            }
            Olay::Baslatti { deneme: 0, .. } => {
                baslayan.0 += 1;
                yer(&mut parcalar, &mut baslayan.1);
                continue;
            }
            Olay::Bitti { is } => {
                biten.0.push(*is);
                yer(&mut parcalar, &mut biten.1);
                continue;
            }
            Olay::KayitDusmedi { is, adim, neden: Sonuc::Kalici } => {
                format!("{is} {adim} gecmedi, kaydi DUSMEDI (kalici hata)")
            }
            Olay::KayitDusmedi { is, adim, .. } => {
                format!("{is} {adim} yurutuldu ama kaydi DUSMEDI (asili)")
            }
            Olay::Tarama { okunan } => format!("denetci {okunan} kaydi taradi"),
            Olay::YenidenSurdu { is, adim, gecikme, bosa } => format!(
                "{is} {adim} {gecikme} tur gecikmeyle yeniden suruldu{}",
                if *bosa { " (BOSA: is zaten yapilmisti)" } else { "" }
            ),
            Olay::Baslatti { is, adim, deneme } => {
                format!("{is} {adim} {deneme}. yeniden denemeyle basladi")
            }
            Olay::TelafiEdildi { is, adim_sayisi } => {
                format!("{is} esigi asti: {adim_sayisi} adimi TELAFI edildi")
            }
        };
        parcalar.push(metin);
    }
    if let (n, Some(i)) = kaydedilen {
        parcalar[i] = format!("{n} adim kaydedildi");
    }
    if let (n, Some(i)) = baslayan {
        parcalar[i] = format!("{n} adim basladi");
    }
    if let (isler, Some(i)) = biten {
        parcalar[i] = format!("bitti: {}", isler.join(", "));
    }
    parcalar
}
