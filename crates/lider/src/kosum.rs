//! The lesson's run: its own fault schedule (node 0 unreachable from round [`BAS`] for
//! `duraklama` rounds) driven through the step function round by round, every event counted
//! into the run's totals ([`Olcum`]).

use crate::olay::{Olay, Parti};
use crate::secenek::{BAS, Hata, Secenek};
use crate::secim::Durum;
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

/// One run: `tur` rounds of the lesson's schedule (or of the one written down in `ariza`), each
/// event counted and told to `iz` with its round.
pub fn izle(s: &Secenek, iz: &mut impl Iz<TurOlayi<Olay>>) -> Result<Olcum, Hata> {
    surdur(s, s.tur, |t| ulasilamayan(s, t), iz)
}

/// The nodes unreachable in round `t` of a run: the written schedule's, or the lesson's.
pub fn ulasilamayan(s: &Secenek, t: u32) -> Kume {
    match &s.ariza {
        Some(z) => z.ulasilamayan(t),
        None => dersin_arizasi(s, t),
    }
}

/// A schedule's run: in round `t` the nodes of `z[t - 1]` are unreachable; as many rounds as `z`
/// has.
pub fn oynat(s: &Secenek, z: &[Kume], iz: &mut impl Iz<TurOlayi<Olay>>) -> Result<Olcum, Hata> {
    let tur = u32::try_from(z.len()).unwrap_or(u32::MAX);
    surdur(s, tur, |t| z[t as usize - 1], iz)
}

/// Runs the model `tur` rounds, round `t`'s unreachable nodes being `ulasilamayan(t)`.
fn surdur(
    s: &Secenek,
    tur: u32,
    ulasilamayan: impl Fn(u32) -> Kume,
    iz: &mut impl Iz<TurOlayi<Olay>>,
) -> Result<Olcum, Hata> {
    s.dogrula()?;
    let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
    for t in 1..=tur {
        durum.tur(s, ulasilamayan(t), &mut Sayan(&mut olcum, &mut Turda(t, iz)));
    }
    Ok(olcum)
}

/// [`izle`] without a trace.
pub fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
    izle(s, &mut ())
}

impl Toplar<Olay> for Olcum {
    /// What one event adds to the totals.
    #[inline]
    fn isle(&mut self, olay: &Olay) {
        match olay {
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
