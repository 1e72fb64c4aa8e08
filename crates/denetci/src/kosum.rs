//! The lesson's run: its own fault schedule (the hangs of [`ASILI`] and the failure of
//! [`KALICI`]) driven through the step function round by round, every event counted into the
//! run's totals ([`Olcum`]); and a schedule written down round by round ([`TurArizasi`]), as the
//! explorer finds one.

use crate::ariza::Zamanlama;
use crate::denetim::{ADIM, ASILI, Ariza, Durum, Hal, ISLER, KALICI, Kayit};
use crate::olay::{Olay, Sonuc};
use crate::secenek::{Hata, Secenek};
use cekirdek::{Iz, Kume, Sayan, Toplar, TurOlayi, Turda};
use serde::{Deserialize, Serialize};

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
    #[cfg_attr(feature = "ders", serde(serialize_with = "cikti::bicim::js_sayi_yaz"))]
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

/// What each job's step comes to on its first execution in the lesson's schedule: [`ASILI`]
/// and [`KALICI`] by place, so that a run compares no names.
const DERSIN_ARIZASI: [[Sonuc; ADIM.len()]; ISLER.len()] = {
    let mut t = [[Sonuc::Tamam; ADIM.len()]; ISLER.len()];
    let mut i = 0;
    while i < ASILI.len() {
        t[cekirdek::sira(&ISLER, ASILI[i].0)][cekirdek::sira(&ADIM, ASILI[i].1)] = Sonuc::Asili;
        i += 1;
    }
    let mut i = 0;
    while i < KALICI.len() {
        t[cekirdek::sira(&ISLER, KALICI[i].0)][cekirdek::sira(&ADIM, KALICI[i].1)] = Sonuc::Kalici;
        i += 1;
    }
    t
};

/// The lesson's schedule: the step of [`KALICI`] fails at every try, those of [`ASILI`] hang at
/// their first; every other execution is done.
pub fn dersin_arizasi(is: usize, k: &Kayit) -> Sonuc {
    match DERSIN_ARIZASI[is][k.adim] {
        Sonuc::Asili if k.deneme > 0 => Sonuc::Tamam,
        sonuc => sonuc,
    }
}

/// One round's faults written down: the jobs (by their place in [`ISLER`]) whose execution this
/// round hangs, and those whose execution fails; every other execution is done. A schedule is a
/// list of them, one per round.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TurArizasi {
    /// Jobs whose execution hangs (done, no record).
    pub asili: Kume,
    /// Jobs whose execution fails (no work, no record).
    pub kalici: Kume,
}

impl Ariza for TurArizasi {
    fn sonuc(&self, is: usize, _: &Kayit) -> Sonuc {
        if self.kalici.icerir(is) {
            Sonuc::Kalici
        } else if self.asili.icerir(is) {
            Sonuc::Asili
        } else {
            Sonuc::Tamam
        }
    }
}

/// A sink that passes every event on to `.1` and notes in `.0` that one came.
struct Olan<'a, I>(bool, &'a mut I);

impl<O, I: Iz<O>> Iz<O> for Olan<'_, I> {
    const TUTAR: bool = I::TUTAR;
    #[inline(always)]
    fn olay(&mut self, olay: impl FnOnce() -> O) {
        self.0 = true;
        self.1.olay(olay);
    }
    #[inline(always)]
    fn ayrinti(&mut self, olay: impl FnOnce() -> O) {
        self.1.ayrinti(olay);
    }
}

/// One run: at most `tur` rounds of the lesson's schedule (or of the one written down in
/// `ariza`), each event counted and told to `iz` with its round. It ends once every job has
/// settled (as the reference's does); and, without a supervisor, after the first round in which
/// nothing happened: with no job waiting and none started, only a supervisor could move
/// anything again, so every later round would be empty.
pub fn izle(s: &Secenek, iz: &mut impl Iz<TurOlayi<Olay>>) -> Result<Olcum, Hata> {
    yuru(s, iz, &mut |_, _, _| true)
}

/// [`izle`]'s run, the state after each round told to `tur_sonu` with the sink (the run stops
/// early once it says `false`).
pub fn yuru<I: Iz<TurOlayi<Olay>>>(
    s: &Secenek,
    iz: &mut I,
    tur_sonu: &mut dyn FnMut(u32, &Durum, &mut I) -> bool,
) -> Result<Olcum, Hata> {
    s.dogrula()?;
    match s.ariza.as_deref() {
        Some(metin) => {
            let z = Zamanlama::oku(metin).map_err(Hata::Ariza)?;
            if let Some(m) = z.uymayan(s.deneme_siniri) {
                return Err(Hata::Ariza(m));
            }
            surdur(s, &z, iz, tur_sonu)
        }
        None => surdur(s, &dersin_arizasi, iz, tur_sonu),
    }
}

/// Runs the model until it settles or `tur` rounds have passed, each execution coming to what
/// `ariza` says.
fn surdur<I: Iz<TurOlayi<Olay>>>(
    s: &Secenek,
    ariza: &impl Ariza,
    iz: &mut I,
    tur_sonu: &mut dyn FnMut(u32, &Durum, &mut I) -> bool,
) -> Result<Olcum, Hata> {
    let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
    for t in 1..=s.tur {
        let mut olan = Olan(false, &mut *iz);
        durum.tur(s, ariza, &mut Turda(t, &mut Sayan(&mut olcum, &mut olan)));
        let oldu = olan.0;
        // every job settles exactly once, completed or compensated
        let durdu = olcum.tamamlanan + olcum.telafi_edilen_is == ISLER.len() as u32;
        if !tur_sonu(t, &durum, iz) || durdu || (!s.denetci && !oldu) {
            break;
        }
    }
    Ok(bitir(olcum, &durum))
}

/// A schedule's run: round `t`'s faults are `z[t - 1]`; as many rounds as `z` has, whatever
/// settles.
pub fn oynat(
    s: &Secenek,
    z: &[TurArizasi],
    iz: &mut impl Iz<TurOlayi<Olay>>,
) -> Result<Olcum, Hata> {
    s.dogrula()?;
    let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
    for (t, ariza) in (1..).zip(z) {
        durum.tur(s, ariza, &mut Turda(t, &mut Sayan(&mut olcum, iz)));
    }
    Ok(bitir(olcum, &durum))
}

/// The totals once the run has ended in `durum`: the jobs left running, and the recovery
/// figures.
fn bitir(mut olcum: Olcum, durum: &Durum) -> Olcum {
    olcum.yarim_kalan_is = durum.isler.iter().filter(|k| k.hal == Hal::Yuruyor).count() as u32;
    olcum.ozetle()
}

/// [`izle`] without a trace.
pub fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
    izle(s, &mut ())
}

impl Toplar<TurOlayi<Olay>> for Olcum {
    /// What one event of round `k.tur` adds to the totals.
    #[inline]
    fn isle(&mut self, k: &TurOlayi<Olay>) {
        match k.olay {
            Olay::Yurutuldu { .. } => self.adim += 1,
            Olay::Tarama { okunan } => self.okunan_kayit += okunan as u32,
            Olay::YenidenSurdu { gecikme, bosa, .. } => {
                self.yeniden_surulen += 1;
                self.bosa_yurutulen += u32::from(bosa);
                self.kurtarma.push(gecikme);
            }
            Olay::Bitti { .. } => {
                (self.tamamlanan, self.bittigi_tur) = (self.tamamlanan + 1, k.tur)
            }
            Olay::TelafiEdildi { adim_sayisi, .. } => {
                self.telafi_edilen += adim_sayisi as u32;
                (self.telafi_edilen_is, self.bittigi_tur) = (self.telafi_edilen_is + 1, k.tur);
            }
            Olay::KayitDusmedi { .. } | Olay::Baslatti { .. } => {}
        }
    }
}
