#![cfg(feature = "ders")]
//! The lesson's claims as the checker states them ([`OZELLIKLER`]), for every job: conditions on
//! the lesson's own state after a step and on the bookkeeping they need besides it
//! ([`Defter`]). Part of it is counted from the step's events ([`Gozlem`]); the rest is what
//! should happen, worked out from the faults chosen and not read from the model
//! ([`Defter::bekle`]): the writes that should stand (a committed step stays unless its
//! compensation message reaches a service that listens) and the messages each mode sends
//! (choreography: the start, one event per committed step, the failure, one cancel event per
//! delivery; orchestration: a command and a reply per step and per delivered compensation).
//! The checker (`kesif` feature, [`crate::kesif_modeli`]) checks them under every schedule of faults.

use crate::olay::Olay;
use crate::{ADIM, Akis, Ariza, Durum, Hata, ISLER, Kip, Secenek};
use cekirdek::{Kume, Sayan, Toplar};
use ders::ozellik::{Cizelgede, Hal, Nokta, Ozellik, Ozellikli, Tur};

/// What the claims need besides the lesson's state.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Defter {
    /// Messages delivered (counted from the events).
    pub ileti: u32,
    /// Messages the mode's formula gives for the faults chosen.
    pub beklenen_ileti: u32,
    /// Per step, the jobs whose write should stand, for the faults chosen.
    pub beklenen_kalan: [Kume; ADIM.len()],
    /// The job's writes left open that the coordinator knows of (a compensation command it saw
    /// lost).
    pub bilinen: u32,
    /// The step at which the job failed (from the events).
    pub hata: Option<usize>,
    /// The job's steps compensated (from the events).
    pub telafi: Kume,
    /// The last step: a compensation message arrived twice and the step was compensated twice.
    pub cift_telafi: bool,
    /// The last step ended this job (it completed or stopped).
    pub biten: Option<usize>,
}

/// The compensable step the job undoes next, going back from `sira`.
pub fn telafi_sirasi(sira: usize) -> Option<usize> {
    (0..sira).rev().find(|&j| ADIM[j].telafi.is_some())
}

impl Defter {
    /// What should happen in the job's next step from `d` in mode `kip` with faults `a`,
    /// worked out from the faults alone: the messages the mode sends, the writes that stand.
    /// The last step's facts are cleared first, and a job's own at its first step.
    pub fn bekle(&mut self, kip: Kip, d: &Durum, a: &Ariza) {
        let ork = kip == Kip::Orkestrasyon;
        (self.cift_telafi, self.biten) = (false, None);
        if d.sira == 0 && d.hata.is_none() {
            (self.hata, self.telafi, self.bilinen) = (None, Kume::BOS, 0);
        }
        match d.hata {
            None if d.sira < ADIM.len() => {
                let i = d.sira;
                self.beklenen_ileti += if ork { 2 } else { u32::from(i == 0) + 1 };
                if a.hata != Some(i) {
                    self.beklenen_kalan[i] = self.beklenen_kalan[i].ile(d.is);
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
                        self.beklenen_kalan[j] = self.beklenen_kalan[j].olmadan(d.is);
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
            Olay::Tamamlandi { is } | Olay::Durdu { is, .. } => self.0.biten = Some(*is),
            _ => {}
        }
    }
}

/// What a claim looks at: the lesson's state and the bookkeeping.
pub type Gorunum = Hal<Durum, Defter>;

impl Ozellikli for Akis {
    type Gorunum = Gorunum;
    const OZELLIKLER: &'static [Ozellik<Secenek, Gorunum>] = OZELLIKLER;

    /// Job by job and step by step, the lesson's faults or the written ones, as
    /// [`crate::izle`] runs them.
    fn yuru(s: &Secenek, gor: &mut dyn FnMut(Nokta, &Gorunum) -> bool) -> Result<(), Hata> {
        let yazili = crate::kosum::yazili(s)?;
        let mut hal = Gorunum { model: Durum::default(), defter: Defter::default() };
        let mut nokta = 0;
        while hal.model.is < ISLER.len() {
            let is = hal.model.is;
            let ariza = crate::kosum::is_arizasi(s, yazili.as_ref(), is);
            for k in 0.. {
                if hal.model.is != is {
                    break;
                }
                if s.dur.is_some_and(|d| nokta >= d) {
                    return Ok(());
                }
                nokta += 1;
                hal.defter.bekle(s.kip, &hal.model, &ariza);
                let mut g = Gozlem(&mut hal.defter, s.kip);
                hal.model.adim(s, &ariza, &mut Sayan(&mut g, &mut ()));
                if !gor((is as u32, k), &hal) {
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// `S3 fatura`, `S3 tarife telafisi`, `S3 sonu`.
    fn nokta_adi(s: &Secenek, (is, k): Nokta) -> String {
        let is = is as usize;
        let yazili = crate::kosum::yazili(s).ok().flatten();
        let hata = crate::kosum::is_arizasi(s, yazili.as_ref(), is).hata;
        let ad = match adimi(hata, k as usize) {
            Some(Adimi::Ileri(i)) => ADIM[i].ad.to_string(),
            Some(Adimi::Telafi(j)) => format!("{} telafisi", ADIM[j].ad),
            None => "sonu".into(),
        };
        format!("{} {ad}", ISLER[is])
    }

    /// A line per job.
    fn satiri((is, _): Nokta, satirlar: &[String]) -> Option<usize> {
        let i = is as usize;
        (i < satirlar.len()).then_some(i)
    }

    /// The step's message, or its compensation's, where the diagram draws the job: each
    /// column draws its first failing job (or the first job, if none fails).
    fn cizelgede(s: &Secenek, (is, k): Nokta) -> Cizelgede {
        let yazili = crate::kosum::yazili(s).ok().flatten();
        let hata_ = |j| crate::kosum::is_arizasi(s, yazili.as_ref(), j).hata;
        let cizilen = (0..ISLER.len()).find(|&j| hata_(j).is_some()).unwrap_or(0);
        if is as usize != cizilen {
            return Cizelgede::Yok;
        }
        let hata = hata_(is as usize);
        match adimi(hata, k as usize) {
            Some(Adimi::Ileri(i)) => {
                Cizelgede::Hucre(format!("{}:{}=adim", ISLER[is as usize], ADIM[i].ad))
            }
            Some(Adimi::Telafi(j)) => {
                Cizelgede::Hucre(format!("{}:{}=telafi", ISLER[is as usize], ADIM[j].ad))
            }
            None => Cizelgede::Yok,
        }
    }
}

/// What the `k`-th step (from 0) of a job failing at `hata` does: a step forward, the
/// compensation of a step, or (`None`) ending the job.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Adimi {
    /// Runs step `.0`.
    Ileri(usize),
    /// Compensates step `.0`.
    Telafi(usize),
}

/// The `k`-th step of a job failing at `hata` ([`Adimi`]).
pub fn adimi(hata: Option<usize>, k: usize) -> Option<Adimi> {
    let h = hata.unwrap_or(ADIM.len());
    if k <= h {
        return (k < ADIM.len()).then_some(Adimi::Ileri(k));
    }
    let mut j = telafi_sirasi(h)?;
    for _ in h + 1..k {
        j = telafi_sirasi(j)?;
    }
    Some(Adimi::Telafi(j))
}

/// The point of a job's step `adim`, forward (`telafi` false) or its compensation, in a job
/// failing at `hata`: the `k` of [`adimi`] (the job's end, `ADIM.len()`, if the job never makes
/// that step).
pub fn adim_noktasi(hata: Option<usize>, adim: usize, telafi: bool) -> u32 {
    let k = (0..=2 * ADIM.len()).find(|&k| {
        adimi(hata, k) == Some(if telafi { Adimi::Telafi(adim) } else { Adimi::Ileri(adim) })
    });
    k.unwrap_or(ADIM.len()) as u32
}

/// Job `is`'s writes that stand.
pub fn kalan(d: &Durum, is: usize) -> Kume {
    (0..ADIM.len()).filter(|&j| d.kalici[j].icerir(is)).collect()
}

/// The writes the failed job `is` left open: committed steps before the failure that were not
/// compensated.
pub fn acik_yazma(g: &Gorunum, is: usize) -> u32 {
    g.defter.hata.map_or(0, |h| kalan(&g.model, is).kesisim(Kume::ilk(h)).sayi())
}

/// A message delivered twice compensates twice: a claim that only a budget of message faults
/// lets show.
pub const CIFT_ILETI: Ozellik<Secenek, Gorunum> = Ozellik {
    ad: "cift_ileti_iki_kez_telafi_eder",
    anlam: "iki kez ulaşan telafi iletisi adımı iki kez telafi ettirir (telafi tekrarlanabilir olmalı)",
    tur: Tur::Bazen,
    iddia_edilir: |_| true,
    kosul: |_, d| d.defter.cift_telafi,
};

/// The lesson's claims, in the order they are checked.
pub const OZELLIKLER: &[Ozellik<Secenek, Gorunum>] = &[
    Ozellik {
        ad: "yalniz_telafi_edilmeyen_yazma_kalir",
        anlam: "kalan yazmalar tam olarak telafi iletisi dinleyen servise ulaşmayanlardır",
        tur: Tur::HerZaman,
        iddia_edilir: |_| true,
        kosul: |_, d| d.model.kalici == d.defter.beklenen_kalan,
    },
    Ozellik {
        ad: "orkestrasyonda_acik_yazmayi_yurutucu_bilir",
        anlam: "orkestrasyonda iş bitince açık kalan her yazma kayıp bir komuttandır, yürütücü bilir",
        tur: Tur::HerZaman,
        iddia_edilir: |s| s.kip == Kip::Orkestrasyon,
        kosul: |_, d| d.defter.biten.is_none_or(|is| acik_yazma(d, is) == d.defter.bilinen),
    },
    Ozellik {
        ad: "ileti_sayisi_formule_uyar",
        anlam: "iş başına ileti sayısı, her hata yerinde, kipin formülüne uyar",
        tur: Tur::HerZaman,
        iddia_edilir: |_| true,
        kosul: |_, d| d.defter.ileti == d.defter.beklenen_ileti,
    },
    Ozellik {
        ad: "koreografide_yazma_acik_kalir",
        anlam: "koreografide hatalı bir iş, kimse telafi etmediği bir yazmayı açık bırakır",
        tur: Tur::Bazen,
        iddia_edilir: |s| s.kip == Kip::Koreografi,
        kosul: |_, d| d.defter.biten.is_some_and(|is| acik_yazma(d, is) > 0),
    },
    CIFT_ILETI,
];
