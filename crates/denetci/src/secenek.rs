//! What a run takes ([`Secenek`]), what it returns ([`Olcum`]) and the domain it accepts.
//! Field names serialize as the reference model's (`denemeSiniri`, `ortKurtarma`, ...).

use k01::alan::AralikHatasi;
use serde::{Deserialize, Serialize};

/// The error for an option outside the model's domain.
pub type Hata = AralikHatasi;

/// The options of one run. `Default` is the lesson's scenario; in JSON a left-out field takes
/// its default and an unknown one is an error.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default, rename_all = "camelCase", deny_unknown_fields)]
pub struct Secenek {
    /// Whether a supervisor scans the record at all.
    pub denetci: bool,
    /// The supervisor scans every `tarama` rounds.
    pub tarama: u32,
    /// Lease: rounds a started step may go without a record before the supervisor re-drives it.
    pub kira: u32,
    /// Re-drives of one step after which the scheduler compensates the job instead.
    pub deneme_siniri: u32,
    /// Rounds to simulate at most (the run stops early once every job has settled).
    pub tur: u32,
}

impl Default for Secenek {
    fn default() -> Self {
        Secenek { denetci: true, tarama: 2, kira: 2, deneme_siniri: 3, tur: 80 }
    }
}

/// The accepted range of each numeric option. The upper bounds keep any accepted run well
/// under a second, even in a debug build.
pub mod aralik {
    use k01::alan::Aralik;

    /// `tarama`.
    pub const TARAMA: Aralik = Aralik::yeni("tarama", 1, 10_000);
    /// `kira`.
    pub const KIRA: Aralik = Aralik::yeni("kira", 1, 10_000);
    /// `denemeSiniri`.
    pub const DENEME_SINIRI: Aralik = Aralik::yeni("denemeSiniri", 1, 1_000);
    /// `tur`.
    pub const TUR: Aralik = Aralik::yeni("tur", 0, 100_000);
}

impl Secenek {
    /// Checks every numeric option against its [`aralik`].
    pub fn dogrula(&self) -> Result<(), Hata> {
        aralik::TARAMA.denetle(self.tarama)?;
        aralik::KIRA.denetle(self.kira)?;
        aralik::DENEME_SINIRI.denetle(self.deneme_siniri)?;
        aralik::TUR.denetle(self.tur)?;
        Ok(())
    }
}

/// A job's state in the persistent record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hal {
    /// Siradaki adimi bekliyor.
    Bekliyor,
    /// Adimi basladi, sonucu bekleniyor.
    Yuruyor,
    /// Dort adimi da bitti.
    Bitti,
    /// Esigi asti, tamamlanmis adimlari telafi edildi.
    Telafi,
}

/// A job in the persistent record: which step, in what state, when the step started, which try.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kayit {
    /// Is (satici-gun).
    pub is: &'static str,
    /// Siradaki adimin sirasi.
    pub adim: usize,
    /// Durumu.
    pub hal: Hal,
    /// Adimin basladigi tur.
    pub basladi: u32,
    /// Adimin kacinci kez yeniden suruldugu.
    pub deneme: u32,
}

/// What one run counts. Serializes with the reference result's keys.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Olcum {
    /// Jobs whose four steps all completed.
    pub tamamlanan: u32,
    /// Step executions whose record arrived.
    pub adim: u32,
    /// Steps the supervisor found expired and handed back to the scheduler.
    pub yeniden_surulen: u32,
    /// Completed steps undone because their job passed the retry threshold.
    pub telafi_edilen: u32,
    /// Re-drives of a step the agent had already done (its record had only hung).
    pub bosa_yurutulen: u32,
    /// Records the supervisor read over all its scans.
    pub okunan_kayit: u32,
    /// For each re-drive, rounds since the record was due.
    pub kurtarma: Vec<u32>,
    /// Round in which the last job completed or was compensated.
    pub bittigi_tur: u32,
    /// Jobs still "running" when the run ended.
    pub yarim_kalan_is: u32,
    /// Jobs compensated past the threshold.
    pub telafi_edilen_is: u32,
    /// Mean of `kurtarma` (0 without re-drives).
    #[serde(serialize_with = "k01::bicim::js_sayi_yaz")]
    pub ort_kurtarma: f64,
    /// Largest of `kurtarma` (0 without re-drives).
    pub en_kotu_kurtarma: u32,
}

impl Olcum {
    /// Fills the figures derived from the recovery list: its mean and its worst.
    pub fn ozetle(mut self) -> Self {
        let n = self.kurtarma.len();
        let toplam: f64 = self.kurtarma.iter().map(|&k| f64::from(k)).sum();
        self.ort_kurtarma = if n == 0 { 0.0 } else { toplam / n as f64 };
        self.en_kotu_kurtarma = self.kurtarma.iter().copied().max().unwrap_or(0);
        self
    }
}
