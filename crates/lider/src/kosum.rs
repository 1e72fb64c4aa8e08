//! The lesson's step as every driver takes it ([`Lider`]'s [`Adimli`]): one round of the model
//! with a set of unreachable nodes, the lesson's own schedule (node 0 unreachable from round
//! [`BAS`] for `duraklama` rounds), the fold of the events into the run's totals ([`Olcum`])
//! and into the claims' bookkeeping ([`Defter`]).

use crate::olay::{Olay, Parti};
use crate::secenek::{BAS, Hata, Secenek};
use crate::secim::Durum;
use cekirdek::adim::{self, Adimli, Gecmis};
use cekirdek::{Iz, Kume, Sayan, Toplar, TurOlayi, Turda};
use serde::{Deserialize, Serialize};

/// What one run counts. Serializes with the reference result's keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Olcum {
    /// Triggers that started a batch (on time or late).
    pub baslatilan: u32,
    /// Triggers that came while no leader could act, and were lost.
    pub kacirilan: u32,
    /// Extra starts: a trigger accepted by more than one leader.
    pub cift_baslatma: u32,
    /// Work of an outdated leader the record rejected (fencing).
    pub reddedilen: u32,
    /// Rounds a persisted trigger waited before a leader took it up.
    pub gecikmeli_tur: u32,
    /// Rounds in which more than one node acted as leader.
    pub iki_liderli_tur: u32,
    /// Rounds in which no node acted as leader.
    pub lidersiz_tur: u32,
    /// Rounds from the last renewal to each takeover, summed.
    pub devralma_turu: u32,
    /// Takeovers.
    pub devralma: u32,
    /// Triggers still waiting in the record when the run ended (persistent trigger only).
    pub bekleyen_tetik: u32,
}

/// The nodes unreachable in round `t` of the lesson's schedule: node 0 from round [`BAS`] for
/// `duraklama` rounds, nobody otherwise.
pub fn dersin_arizasi(s: &Secenek, t: u32) -> Kume {
    if (BAS..BAS + s.duraklama).contains(&t) { Kume::tek(0) } else { Kume::BOS }
}

/// The nodes unreachable in round `t` of a run: the written schedule's, or the lesson's.
pub fn ulasilamayan(s: &Secenek, t: u32) -> Kume {
    match &s.ariza {
        Some(z) => z.ulasilamayan(t),
        None => dersin_arizasi(s, t),
    }
}

/// The Lider Secimi lesson: its step ([`cekirdek::adim::Adimli`]), and with the `ders` feature
/// the lesson as its programs and the project's tools see it.
#[derive(Debug, Clone, Copy)]
pub struct Lider;

impl Adimli for Lider {
    type Secenek = Secenek;
    type Durum = Durum;
    /// The nodes unreachable in the round.
    type Ariza = Kume;
    type Olay = TurOlayi<Olay>;
    type Olcum = Olcum;
    type Defter = Defter;
    /// The written schedule is read with the options.
    type Plan = ();

    fn plan(s: &Secenek) -> Result<(), Hata> {
        s.dogrula()
    }
    /// `tur` rounds of the lesson's schedule, or of the written one, counted by the run itself.
    fn secim(s: &Secenek, _: &(), _: &Durum, g: Gecmis) -> Option<Kume> {
        (g.adim < s.tur).then(|| ulasilamayan(s, g.adim + 1))
    }
    #[inline]
    fn adim(
        s: &Secenek,
        d: &mut Durum,
        defter: &mut Defter,
        a: &Kume,
        iz: &mut impl Iz<TurOlayi<Olay>>,
    ) {
        *defter = defter.yeni_tur();
        let mut gozlem = Gozlem { defter, inanan: d.inanan, lider: d.kayit.lider };
        let t = d.tur + 1;
        d.tur(s, *a, &mut Sayan(&mut gozlem, &mut Turda(t, iz)));
    }
}

/// [`Lider`]'s run with the lesson's schedule or the written one ([`cekirdek::adim::izle`]).
pub fn izle(s: &Secenek, iz: &mut impl Iz<TurOlayi<Olay>>) -> Result<Olcum, Hata> {
    adim::izle::<Lider>(s, iz)
}

/// [`izle`] without a trace.
pub fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
    adim::kosum::<Lider>(s)
}

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

impl Toplar<TurOlayi<Olay>> for Olcum {
    /// What one event adds to the totals.
    #[inline]
    fn isle(&mut self, k: &TurOlayi<Olay>) {
        match &k.olay {
            Olay::Devralma { bekleme, .. } => {
                (self.devralma, self.devralma_turu) =
                    (self.devralma + 1, self.devralma_turu + bekleme)
            }
            Olay::Calisan { dugumler, reddedilen } => {
                self.iki_liderli_tur += u32::from(dugumler.birden_fazla());
                self.lidersiz_tur += u32::from(dugumler.bos_mu());
                self.reddedilen += reddedilen.sayi();
            }
            Olay::Parti { parti: Parti::Baslatildi { kac_kez } } => {
                (self.baslatilan, self.cift_baslatma) =
                    (self.baslatilan + 1, self.cift_baslatma + kac_kez - 1)
            }
            Olay::Parti { parti: Parti::Kacti } => self.kacirilan += 1,
            Olay::Parti { parti: Parti::KaydaDustu { bekleyen } } => {
                self.bekleyen_tetik = *bekleyen
            }
            Olay::Parti { parti: Parti::GecBaslatildi { gecikme, .. } } => {
                (self.baslatilan, self.gecikmeli_tur, self.bekleyen_tetik) =
                    (self.baslatilan + 1, self.gecikmeli_tur + gecikme, 0)
            }
            Olay::TurBasi { .. }
            | Olay::DevralanYok { .. }
            | Olay::Inananlar { .. }
            | Olay::Birakti { .. } => {}
        }
    }
}

impl std::fmt::Debug for Durum {
    /// The tokens up to the last node that holds one (the array has room for every node a run
    /// may have).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let n = self.belirtec.iter().rposition(|&b| b > 0).map_or(0, |i| i + 1);
        f.debug_struct("Durum")
            .field("tur", &self.tur)
            .field("kayit", &self.kayit)
            .field("inanan", &self.inanan)
            .field("belirtec", &&self.belirtec[..n])
            .field("bekleyen", &self.bekleyen)
            .field("bekleyen_tur", &self.bekleyen_tur)
            .finish()
    }
}
