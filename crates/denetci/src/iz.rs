//! Round-by-round trace of a run. The model shows its record to [`Iz`] after each role; the
//! recorder ([`Izleyici`]) reads off what changed as events, and [`anlat`] tells them in plain
//! lines.

use crate::{ADIM, ASILI, Hal, ISLER, KALICI, Kayit};
use serde::Serialize;

/// The role that just acted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Rol {
    /// Executes started steps and records their results.
    Araci,
    /// Scans the record and re-drives expired steps.
    Denetci,
    /// Starts, completes or compensates jobs.
    Zamanlayici,
}

/// Sees the record after each role of each round.
pub trait Iz {
    /// The record after `rol` acted in round `tur`.
    fn kayit(&mut self, tur: u32, rol: Rol, kayit: &[Kayit]);
}

impl Iz for () {
    #[inline(always)]
    fn kayit(&mut self, _: u32, _: Rol, _: &[Kayit]) {}
}

/// Why a step's record did not arrive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Neden {
    /// The agent did the work; the record hung (first try only).
    Asili,
    /// The step never passes.
    Kalici,
}

/// One event, read off the record.
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
        /// Hang or permanent failure.
        neden: Neden,
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

/// One kept event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct IzKaydi {
    /// The round.
    pub tur: u32,
    /// What happened.
    #[serde(flatten)]
    pub olay: Olay,
}

/// Reads a run's events off the changes of the record and tells them to a trace sink.
#[derive(Debug)]
pub struct Izleyici<'a, I> {
    once: Vec<Kayit>,
    /// Where the events go.
    cikis: &'a mut I,
}

impl<'a, I: ders::Iz<IzKaydi>> Izleyici<'a, I> {
    /// A recorder that tells `cikis`, starting from the initial record.
    pub fn yeni(cikis: &'a mut I) -> Self {
        let once = ISLER.map(|is| Kayit { is, adim: 0, hal: Hal::Bekliyor, basladi: 0, deneme: 0 });
        Izleyici { once: once.into(), cikis }
    }
}

impl<I: ders::Iz<IzKaydi>> Iz for Izleyici<'_, I> {
    fn kayit(&mut self, tur: u32, rol: Rol, kayit: &[Kayit]) {
        if rol == Rol::Denetci {
            self.cikis.olay(|| IzKaydi { tur, olay: Olay::Tarama { okunan: kayit.len() } });
        }
        for (a, b) in self.once.iter().zip(kayit) {
            let is = b.is;
            let olay = match (rol, a.hal, b.hal) {
                (Rol::Araci, Hal::Yuruyor, Hal::Bekliyor) => {
                    Olay::Yurutuldu { is, adim: ADIM[a.adim] }
                }
                (Rol::Araci, Hal::Yuruyor, Hal::Yuruyor) if tur == a.basladi + 1 => {
                    let adim = ADIM[a.adim];
                    let neden =
                        if KALICI.contains(&(is, adim)) { Neden::Kalici } else { Neden::Asili };
                    Olay::KayitDusmedi { is, adim, neden }
                }
                (Rol::Denetci, Hal::Yuruyor, Hal::Bekliyor) => {
                    let adim = ADIM[a.adim];
                    let gecikme = tur - (a.basladi + 1);
                    Olay::YenidenSurdu { is, adim, gecikme, bosa: ASILI.contains(&(is, adim)) }
                }
                (Rol::Zamanlayici, Hal::Bekliyor, Hal::Yuruyor) => {
                    Olay::Baslatti { is, adim: ADIM[b.adim], deneme: b.deneme }
                }
                (Rol::Zamanlayici, Hal::Bekliyor, Hal::Bitti) => Olay::Bitti { is },
                (Rol::Zamanlayici, Hal::Bekliyor, Hal::Telafi) => {
                    Olay::TelafiEdildi { is, adim_sayisi: b.adim }
                }
                _ => continue,
            };
            self.cikis.olay(|| IzKaydi { tur, olay });
        }
        self.once = kayit.to_vec();
    }
}

/// The plain-text account of a trace: a line per round. Routine steps (recorded, started) are
/// counted; hangs, failures, scans, re-drives, completions and compensations are told one by
/// one. `tur` is the run's round limit, so an early stop can be told.
pub fn anlat(olaylar: &[IzKaydi], tur: u32) -> Vec<String> {
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

fn tur_ozeti(olaylar: &[IzKaydi]) -> Vec<String> {
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
            Olay::KayitDusmedi { is, adim, neden: Neden::Asili } => {
                format!("{is} {adim} yurutuldu ama kaydi DUSMEDI (asili)")
            }
            Olay::KayitDusmedi { is, adim, neden: Neden::Kalici } => {
                format!("{is} {adim} gecmedi, kaydi DUSMEDI (kalici hata)")
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
