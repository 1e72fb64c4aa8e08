#![cfg(feature = "ders")]
//! The lesson's claims as the checker states them ([`OZELLIKLER`]), for every job: conditions on
//! the lesson's own state after a step and on the bookkeeping they need besides it
//! ([`crate::Defter`]). Part of it is counted from the step's events ([`crate::kosum::Gozlem`]); the rest is what
//! should happen, worked out from the faults chosen and not read from the model
//! ([`crate::Defter::bekle`]): the writes that should stand (a committed step stays unless its
//! compensation message reaches a service that listens) and the messages each mode sends
//! (choreography: the start, one event per committed step, the failure, one cancel event per
//! delivery; orchestration: a command and a reply per step and per delivered compensation).
//! The checker (`kesif` feature, `kesif_modeli`) checks them under every schedule of faults.

pub use crate::kosum::telafi_sirasi;
use crate::{ADIM, Akis, Durum, ISLER, Kip, Secenek};
use cekirdek::Kume;
use ders::ozellik::{Cizelgede, Nokta, Ozellik, Ozellikli, Tur};

/// What a claim looks at: the lesson's state and the bookkeeping.
pub type Gorunum = ders::ozellik::Gorunum<Akis>;

impl Ozellikli for Akis {
    const OZELLIKLER: &'static [Ozellik<Secenek, Gorunum>] = OZELLIKLER;

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
