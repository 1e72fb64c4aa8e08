//! The lesson's step as every driver takes it ([`Denetci`]'s [`Adimli`]): one round of the model
//! with its faults ([`Ariza`]), the lesson's own (the hangs of [`ASILI`] and the failure of
//! [`KALICI`]) or the written ones, until the run settles; the fold of the events into the run's
//! totals ([`Olcum`]) and into the claims' bookkeeping ([`Defter`], in [`defterle`]).

use crate::ariza::Zamanlama;
use crate::denetim::{ADIM, ASILI, Ariza, Durum, Hal, ISLER, KALICI, Kayit};
use crate::olay::{Olay, Sonuc};
use crate::secenek::{Hata, Secenek};
use cekirdek::adim::{self, Adimli, Gecmis};
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

/// The Zamanlayici–Araci–Denetci lesson: its step ([`cekirdek::adim::Adimli`]), and with the
/// `ders` feature the lesson as its programs and the project's tools see it.
#[derive(Debug, Clone, Copy)]
pub struct Denetci;

impl Adimli for Denetci {
    type Secenek = Secenek;
    type Durum = Durum;
    type Ariza = Ariza;
    type Olay = TurOlayi<Olay>;
    type Olcum = Olcum;
    type Defter = Defter;
    /// The written schedule, read; `None` when the lesson's own runs.
    type Plan = Option<Zamanlama>;

    fn plan(s: &Secenek) -> Result<Option<Zamanlama>, Hata> {
        s.dogrula()?;
        let Some(metin) = s.ariza.as_deref() else { return Ok(None) };
        let z = Zamanlama::oku(metin).map_err(Hata::Zamanlama)?;
        match z.uymayan(s.deneme_siniri) {
            Some(m) => Err(Hata::Zamanlama(m)),
            None => Ok(Some(z)),
        }
    }
    /// At most `tur` rounds (counted by the run itself), each execution coming to what the
    /// written schedule says, or the lesson's. The run ends once every job has settled (as the
    /// reference's does); and, without a supervisor, after the first round in which nothing
    /// happened: with no job waiting and none started, only a supervisor could move anything
    /// again, so every later round would be empty.
    fn secim(s: &Secenek, p: &Option<Zamanlama>, d: &Durum, g: Gecmis) -> Option<Ariza> {
        // every job settles once, completed or compensated, and stays so
        let yerlesti = d.isler.iter().all(|k| matches!(k.hal, Hal::Bitti | Hal::Telafi));
        if g.adim >= s.tur || yerlesti || (!s.denetci && !g.oldu) {
            return None;
        }
        Some(match p {
            Some(z) => tur_arizasi(d, |is, k| z.sonuc(is, k)),
            None => tur_arizasi(d, dersin_arizasi),
        })
    }
    #[inline]
    fn adim(
        s: &Secenek,
        d: &mut Durum,
        defter: &mut Defter,
        a: &Ariza,
        iz: &mut impl Iz<TurOlayi<Olay>>,
    ) {
        defterle(d, defter, iz, |d, iz| d.tur(s, a, iz));
    }
    fn sonuc(d: &Durum, olcum: Olcum) -> Olcum {
        bitir(olcum, d)
    }
}

/// One round from `d` with the claims' bookkeeping: the round `tur` (the lesson's, or a
/// mutant's around it), its events stamped with the round, counted into `defter` (the last
/// round's facts cleared first) and told to `iz`.
pub fn defterle<I: Iz<TurOlayi<Olay>>>(
    d: &mut Durum,
    defter: &mut Defter,
    iz: &mut I,
    tur: impl FnOnce(&mut Durum, &mut Turda<'_, Sayan<'_, Defter, I>>),
) {
    *defter = defter.yeni_tur();
    let t = d.tur + 1;
    tur(d, &mut Turda(t, &mut Sayan(defter, iz)));
}

/// The faults of the round after `d`: what `sonuc` says each execution of the round comes to.
pub fn tur_arizasi(d: &Durum, sonuc: impl Fn(usize, &Kayit) -> Sonuc) -> Ariza {
    let t = d.tur + 1;
    let mut a = Ariza::default();
    for (is, k) in d.isler.iter().enumerate().filter(|(_, k)| yurutulur(k, t)) {
        match sonuc(is, k) {
            Sonuc::Asili => a.asili = a.asili.ile(is),
            Sonuc::Kalici => a.kalici = a.kalici.ile(is),
            Sonuc::Tamam => {}
        }
    }
    a
}

/// Whether the agent executes job record `k`'s step in round `t`: it started the round before.
pub fn yurutulur(k: &Kayit, t: u32) -> bool {
    k.hal == Hal::Yuruyor && k.basladi + 1 == t
}

/// One run: at most `tur` rounds of the lesson's schedule (or of the one written down in
/// `ariza`), each event counted and told to `iz` with its round ([`Denetci`]'s [`Adimli`]).
pub fn izle(s: &Secenek, iz: &mut impl Iz<TurOlayi<Olay>>) -> Result<Olcum, Hata> {
    adim::izle::<Denetci>(s, iz)
}

/// The totals once the run has ended in `durum`: the jobs left running, and the recovery
/// figures.
pub fn bitir(mut olcum: Olcum, durum: &Durum) -> Olcum {
    olcum.yarim_kalan_is = durum.isler.iter().filter(|k| k.hal == Hal::Yuruyor).count() as u32;
    olcum.ozetle()
}

/// [`izle`] without a trace.
pub fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
    adim::kosum::<Denetci>(s)
}

/// What the claims need besides the lesson's state, counted from the step's events.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Defter {
    /// Jobs that settled (completed or compensated) at least once.
    pub yerlesen: Kume,
    /// Jobs that met a hang or a failure.
    pub asilan: Kume,
    /// Per job, the step it last executed (1 + its place in [`ADIM`]; 0: none yet).
    pub yurutulen: [u8; ISLER.len()],
    /// Jobs whose every execution of that step failed permanently.
    pub hep_kalici: Kume,
    /// Jobs whose hung step was re-driven (the work runs a second time).
    pub bosa_surulen: Kume,
    /// Per job, the step whose record came (1 + its place in [`ADIM`]; 0: none yet).
    pub kaydi_gelen: [u8; ISLER.len()],
    /// The last round: a job settled a second time.
    pub iki_kez_yerlesti: bool,
    /// The last round: a step's work ran again after its record had come (no hang).
    pub asilisiz_tekrar: bool,
    /// The last round: a hung step was re-driven.
    pub bosa: bool,
    /// The last round: a job whose step had hung completed.
    pub kurtarildi: bool,
    /// The last round: a job whose step failed permanently at every try was compensated.
    pub telafi: bool,
}

impl Defter {
    /// The bookkeeping as a round starts: what has happened so far, the last round's facts
    /// cleared.
    pub fn yeni_tur(&self) -> Defter {
        Defter {
            iki_kez_yerlesti: false,
            asilisiz_tekrar: false,
            bosa: false,
            kurtarildi: false,
            telafi: false,
            ..*self
        }
    }
}

impl Defter {
    /// Job `is` executed step `adim`, which failed permanently (`kalici`) or not.
    fn yurutuldu(&mut self, is: usize, adim: usize, kalici: bool) {
        let a = adim as u8 + 1;
        let hep = kalici && (self.yurutulen[is] != a || self.hep_kalici.icerir(is));
        self.yurutulen[is] = a;
        self.hep_kalici = if hep { self.hep_kalici.ile(is) } else { self.hep_kalici.olmadan(is) };
    }
}

impl Toplar<TurOlayi<Olay>> for Defter {
    fn isle(&mut self, k: &TurOlayi<Olay>) {
        match k.olay {
            Olay::Yurutuldu { is, adim } => {
                let a = adim as u8 + 1;
                self.asilisiz_tekrar |= self.kaydi_gelen[is] == a;
                self.kaydi_gelen[is] = a;
                self.yurutuldu(is, adim, false);
            }
            Olay::KayitDusmedi { is, adim, neden } => {
                let a = adim as u8 + 1;
                self.asilisiz_tekrar |= neden == Sonuc::Asili && self.kaydi_gelen[is] == a;
                self.asilan = self.asilan.ile(is);
                self.yurutuldu(is, adim, neden == Sonuc::Kalici);
            }
            Olay::YenidenSurdu { is, bosa: true, .. } => {
                self.bosa = true;
                self.bosa_surulen = self.bosa_surulen.ile(is);
            }
            Olay::Bitti { is } => {
                self.iki_kez_yerlesti |= self.yerlesen.icerir(is);
                self.kurtarildi |= self.bosa_surulen.icerir(is);
                self.yerlesen = self.yerlesen.ile(is);
            }
            Olay::TelafiEdildi { is, .. } => {
                self.iki_kez_yerlesti |= self.yerlesen.icerir(is);
                self.telafi |= self.hep_kalici.icerir(is);
                self.yerlesen = self.yerlesen.ile(is);
            }
            _ => {}
        }
    }
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
