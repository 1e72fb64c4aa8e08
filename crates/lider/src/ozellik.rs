#![cfg(feature = "ders")]
//! The lesson's claims as the checker states them ([`OZELLIKLER`]): conditions on the lesson's
//! own state after a round and on the bookkeeping they need besides it ([`Defter`]), counted
//! from the round's events ([`Gozlem`]) as the lesson's totals are. The checker (`kesif`
//! feature, [`crate::kesif_modeli`]) checks them under every schedule of pauses.

use crate::olay::{Olay, Parti};
use crate::{Durum, Hata, Lider, Secenek, TETIK};
use cekirdek::{Iz, Kume, Sayan, Toplar};
use ders::ozellik::{Hal, Nokta, Ozellik, Ozellikli, Tur};

/// What the claims need besides the lesson's state, counted from the step's events.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Defter {
    /// Trigger starts so far: each leader that started a trigger's batch, and one for a late
    /// start of waiting requests.
    pub baslatilan: u32,
    /// Takeovers so far.
    pub devralma: u32,
    /// The last round: nodes whose work was accepted.
    pub kabul: u32,
    /// The last round: a trigger's batch started by two leaders or more.
    pub cift: bool,
    /// The last round: a stale leader's work rejected by fencing.
    pub reddedildi: bool,
    /// The last round: waiting requests started late.
    pub gec: bool,
    /// The last round: a takeover while the old leader still believed it led.
    pub inanirken_devralindi: bool,
}

impl Defter {
    /// The bookkeeping as a round starts: the counts so far, the last round's facts cleared.
    pub fn yeni_tur(&self) -> Defter {
        Defter { baslatilan: self.baslatilan, devralma: self.devralma, ..Defter::default() }
    }
}

/// What a claim looks at: the lesson's state and the bookkeeping.
pub type Gorunum = Hal<Durum, Defter>;

impl Ozellikli for Lider {
    type Gorunum = Gorunum;
    const OZELLIKLER: &'static [Ozellik<Secenek, Gorunum>] = OZELLIKLER;

    /// Round by round, the lesson's schedule or the written one, as [`crate::izle`] runs it.
    fn yuru(s: &Secenek, gor: &mut dyn FnMut(Nokta, &Gorunum) -> bool) -> Result<(), Hata> {
        s.dogrula()?;
        let mut hal = Gorunum { model: Durum::default(), defter: Defter::default() };
        for t in 1..=s.tur {
            tur(s, &mut hal, crate::kosum::ulasilamayan(s, t), &mut ());
            if !gor((t, 0), &hal) {
                break;
            }
        }
        Ok(())
    }
}

/// One round of the lesson's step with `ulasilamayan` unreachable, its events counted into the
/// bookkeeping as they are told to `iz`: what the claims look at after it.
pub fn tur(s: &Secenek, hal: &mut Gorunum, ulasilamayan: Kume, iz: &mut impl Iz<Olay>) {
    let mut defter = hal.defter.yeni_tur();
    let mut gozlem =
        Gozlem { defter: &mut defter, inanan: hal.model.inanan, lider: hal.model.kayit.lider };
    hal.model.tur(s, ulasilamayan, &mut Sayan(&mut gozlem, iz));
    hal.defter = defter;
}

/// Counts one round's events into the bookkeeping, started with [`Defter::yeni_tur`]: the
/// believers and the leader are the state's before the round.
pub struct Gozlem<'a> {
    /// The bookkeeping being counted.
    pub defter: &'a mut Defter,
    /// The nodes that believed they led as the round started.
    pub inanan: Kume,
    /// The record's leader as the round started.
    pub lider: usize,
}

impl Toplar<Olay> for Gozlem<'_> {
    fn isle(&mut self, olay: &Olay) {
        let d = &mut *self.defter;
        match olay {
            Olay::Devralma { .. } => {
                d.devralma += 1;
                d.inanirken_devralindi |= self.inanan.icerir(self.lider);
            }
            Olay::Calisan { dugumler, reddedilen } => {
                d.kabul = dugumler.fark(*reddedilen).sayi();
                d.reddedildi = !reddedilen.bos_mu();
            }
            Olay::Parti { parti: Parti::Baslatildi { kac_kez } } => {
                d.baslatilan += kac_kez;
                d.cift = *kac_kez > 1;
            }
            Olay::Parti { parti: Parti::GecBaslatildi { .. } } => {
                d.baslatilan += 1;
                d.gec = true;
            }
            _ => {}
        }
    }
}

/// Triggers due by round `t`.
pub fn tetik(t: u32) -> u32 {
    TETIK.iter().filter(|&&r| r <= t).count() as u32
}

/// The lesson's claims, in the order they are checked.
pub const OZELLIKLER: &[Ozellik<Secenek, Gorunum>] = &[
    Ozellik {
        ad: "citlemeyle_tek_kabul",
        anlam: "çitlemeyle bir turda en fazla bir düğümün işi kabul edilir",
        tur: Tur::HerZaman,
        iddia_edilir: |s| s.citleme,
        kosul: |_, d| d.defter.kabul <= 1,
    },
    Ozellik {
        ad: "citlemeyle_cift_parti_yok",
        anlam: "çitlemeyle hiçbir tetiğin partisi iki düğümden kabul edilmez",
        tur: Tur::HerZaman,
        iddia_edilir: |s| s.citleme,
        kosul: |_, d| !d.defter.cift,
    },
    Ozellik {
        ad: "kalici_tetik_parti_kaybetmez",
        anlam: "çitleme ve kalıcı tetikle her tetik tam bir kez başlar ya da kayıtta bekler",
        tur: Tur::HerZaman,
        iddia_edilir: |s| s.citleme && s.kalici_tetik,
        kosul: |_, d| d.defter.baslatilan + d.model.bekleyen == tetik(d.model.tur),
    },
    Ozellik {
        ad: "belirtec_yalniz_artar",
        anlam: "her devralma belirteci bir artırır; hiçbir düğümünkü kayıttakini geçmez",
        tur: Tur::HerZaman,
        iddia_edilir: |_| true,
        kosul: |s, d| {
            let k = d.model.kayit.belirtec;
            u32::from(k) == 1 + d.defter.devralma
                && (0..s.dugum as usize).all(|i| d.model.belirtec[i] <= k)
        },
    },
    Ozellik {
        ad: "eski_lider_reddedilir",
        anlam: "eski belirteçli bir lider çalışır ve çitleme işini reddeder",
        tur: Tur::Bazen,
        iddia_edilir: |s| s.citleme,
        kosul: |_, d| d.defter.reddedildi,
    },
    Ozellik {
        ad: "tetik_gec_baslar",
        anlam: "kimsenin kabul edemediği bir tetik kayda düşer; bir lider onu sonradan, geç başlatır",
        tur: Tur::Bazen,
        iddia_edilir: |s| s.kalici_tetik,
        kosul: |_, d| d.defter.gec,
    },
    Ozellik {
        ad: "eski_lider_inanirken_devralinir",
        anlam: "eski lider hâlâ lider olduğunu sanırken başka düğüm devralır",
        tur: Tur::Bazen,
        iddia_edilir: |_| true,
        kosul: |_, d| d.defter.inanirken_devralindi,
    },
];
