#![cfg(feature = "ders")]
//! The lesson's claims as the checker states them ([`OZELLIKLER`]), for one job: conditions on
//! the lesson's own state after a step and on the bookkeeping they need besides it
//! ([`Defter`]). Part of it is counted from the step's events ([`Gozlem`]); the rest is what
//! should happen, worked out from the faults chosen and not read from the model
//! ([`Defter::bekle`]): the writes that should stand (a committed step stays unless its
//! compensation message reaches a service that listens) and the messages each mode sends
//! (choreography: the start, one event per committed step, the failure, one cancel event per
//! delivery; orchestration: a command and a reply per step and per delivered compensation).
//! The checker (`kesif` feature, [`crate::kesif`]) checks them under every schedule of faults.

use crate::olay::Olay;
use crate::{ADIM, Akis, Ariza, Durum, Kip, Secenek};
use cekirdek::{Kume, Toplar};
use iddia::{Hal, Iddiali, Ozellik, Tur};

/// What the claims need besides the lesson's state.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Defter {
    /// Messages delivered (counted from the events).
    pub ileti: u32,
    /// Messages the mode's formula gives for the faults chosen.
    pub beklenen_ileti: u32,
    /// The steps whose write should stand, for the faults chosen.
    pub beklenen_kalan: Kume,
    /// Writes left open that the coordinator knows of (a compensation command it saw lost).
    pub bilinen: u32,
    /// The step that failed (from the events).
    pub hata: Option<usize>,
    /// The steps compensated (from the events).
    pub telafi: Kume,
    /// The last step: a compensation message arrived twice and the step was compensated twice.
    pub cift_telafi: bool,
}

/// The compensable step the job undoes next, going back from `sira`.
pub fn telafi_sirasi(sira: usize) -> Option<usize> {
    (0..sira).rev().find(|&j| ADIM[j].telafi.is_some())
}

impl Defter {
    /// What should happen in the first job's next step from `d` in mode `kip` with faults `a`,
    /// worked out from the faults alone: the messages the mode sends, the writes that stand.
    /// The last step's facts are cleared first.
    pub fn bekle(&mut self, kip: Kip, d: &Durum, a: &Ariza) {
        let ork = kip == Kip::Orkestrasyon;
        self.cift_telafi = false;
        match d.hata {
            None if d.sira < ADIM.len() => {
                let i = d.sira;
                self.beklenen_ileti += if ork { 2 } else { u32::from(i == 0) + 1 };
                if a.hata.is_none() {
                    self.beklenen_kalan = self.beklenen_kalan.ile(i);
                }
            }
            None => {}
            Some(_) => {
                if let Some(j) = telafi_sirasi(d.sira) {
                    let v = ADIM[j].servis as usize;
                    let dinler = ork || a.abone.icerir(v);
                    let ulasan = if !dinler || a.kayip.icerir(v) {
                        0
                    } else if a.cift.icerir(v) {
                        2
                    } else {
                        1
                    };
                    self.beklenen_ileti += ulasan * if ork { 2 } else { 1 };
                    if ulasan > 0 {
                        self.beklenen_kalan = self.beklenen_kalan.olmadan(j);
                    }
                }
            }
        }
    }
}

/// Counts a step's events into the bookkeeping, in mode `.1`.
pub struct Gozlem<'a>(pub &'a mut Defter, pub Kip);

impl Toplar<Olay> for Gozlem<'_> {
    fn isle(&mut self, olay: &Olay) {
        match olay {
            Olay::Ileti { .. } => self.0.ileti += 1,
            Olay::HataVerdi { adim, .. } => self.0.hata = Some(*adim),
            Olay::Telafi { adim, abone, kayip, cift, .. } => {
                if *abone && !*kayip {
                    self.0.telafi = self.0.telafi.ile(*adim);
                }
                self.0.bilinen += u32::from(self.1 == Kip::Orkestrasyon && *kayip);
                self.0.cift_telafi = *cift;
            }
            _ => {}
        }
    }
}

/// What a claim looks at: the lesson's state and the bookkeeping.
pub type Gorunum = Hal<Durum, Defter>;

impl Iddiali for Akis {
    type Gorunum = Gorunum;
    const OZELLIKLER: &'static [Ozellik<Secenek, Gorunum>] = OZELLIKLER;
}

/// The first job's writes that stand.
pub fn kalan(d: &Durum) -> Kume {
    (0..ADIM.len()).filter(|&j| d.kalici[j].icerir(0)).collect()
}

/// The writes the failed first job left open: committed steps before the failure that were not
/// compensated.
pub fn acik_yazma(g: &Gorunum) -> u32 {
    g.defter.hata.map_or(0, |h| kalan(&g.model).kesisim(Kume::ilk(h)).sayi())
}

/// A message delivered twice compensates twice: a claim that only a budget of message faults
/// lets show.
pub const CIFT_ILETI: Ozellik<Secenek, Gorunum> = Ozellik {
    ad: "cift_ileti_iki_kez_telafi_eder",
    anlam: "iki kez ulaşan telafi iletisi adımı iki kez telafi ettirir (telafi tekrarlanabilir olmalı)",
    tur: Tur::Bazen,
    uygun: |_| true,
    kosul: |_, d| d.defter.cift_telafi,
};

/// The lesson's claims, in the order they are checked.
pub const OZELLIKLER: &[Ozellik<Secenek, Gorunum>] = &[
    Ozellik {
        ad: "yalniz_telafi_edilmeyen_yazma_kalir",
        anlam: "kalan yazmalar tam olarak telafi iletisi dinleyen servise ulaşmayanlardır",
        tur: Tur::HerZaman,
        uygun: |_| true,
        kosul: |_, d| kalan(&d.model) == d.defter.beklenen_kalan,
    },
    Ozellik {
        ad: "orkestrasyonda_acik_yazmayi_yurutucu_bilir",
        anlam: "orkestrasyonda iş bitince açık kalan her yazma kayıp bir komuttandır, yürütücü bilir",
        tur: Tur::HerZaman,
        uygun: |s| s.kip == Kip::Orkestrasyon,
        kosul: |_, d| d.model.is == 0 || acik_yazma(d) == d.defter.bilinen,
    },
    Ozellik {
        ad: "ileti_sayisi_formule_uyar",
        anlam: "iş başına ileti sayısı, her hata yerinde, kipin formülüne uyar",
        tur: Tur::HerZaman,
        uygun: |_| true,
        kosul: |_, d| d.defter.ileti == d.defter.beklenen_ileti,
    },
    Ozellik {
        ad: "koreografide_yazma_acik_kalir",
        anlam: "koreografide hatalı bir iş, kimse telafi etmediği bir yazmayı açık bırakır",
        tur: Tur::Bazen,
        uygun: |s| s.kip == Kip::Koreografi,
        kosul: |_, d| d.model.is > 0 && !kalan(&d.model).bos_mu() && d.defter.hata.is_some(),
    },
    CIFT_ILETI,
];
