//! The lesson's step as every driver takes it ([`Akis`]'s [`Adimli`]): one step of the model
//! with its faults, job by job; the lesson's own faults (the jobs of [`HATA`], the missing
//! subscription) or the written ones; the fold of the events into the run's totals ([`Olcum`],
//! serialized with the reference result's keys: `telafisizAdim`, ...) and into the claims'
//! bookkeeping ([`Defter`], by [`Gozlem`], in [`defterle`]).

use crate::ariza::Zamanlama;
use crate::is::{ADIM, Ariza, Durum, HATA, ISLER};
use crate::olay::Olay;
use crate::secenek::{Hata, Kip, Secenek, Servis};
use arrayvec::ArrayVec;
use cekirdek::adim::{self, Adimli, Gecmis};
use cekirdek::{Iz, Kume, Sayan, Toplar};
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

/// The step of each job that fails in the lesson's schedule ([`HATA`] by place), so that a run
/// compares no names.
const DERSIN_HATALARI: [Option<usize>; ISLER.len()] = {
    let mut h = [None; ISLER.len()];
    let mut i = 0;
    while i < HATA.len() {
        h[cekirdek::sira(&ISLER, HATA[i].0)] = Some(adim_sirasi(HATA[i].1));
        i += 1;
    }
    h
};

/// The place of step `ad` in [`ADIM`] (at compile time).
const fn adim_sirasi(ad: &str) -> usize {
    let mut i = 0;
    while !cekirdek::ayni(ADIM[i].ad, ad) {
        i += 1;
    }
    i
}

/// The services that hear their cancel event in the lesson's schedule: in choreography every
/// service but the missing subscriber (the coordinator calls every compensation itself).
fn dersin_aboneleri(s: &Secenek) -> Kume {
    let abone = Servis::HEPSI
        .into_iter()
        .filter(|&v| s.kip == Kip::Orkestrasyon || s.eksik_abone != Some(v));
    abone.map(|v| v as usize).collect()
}

/// The lesson's faults for job `is`: its step in [`HATA`] fails; in choreography every service
/// but the missing subscriber hears its cancel event; no message is lost or duplicated.
pub fn dersin_arizasi(s: &Secenek, is: usize) -> Ariza {
    Ariza { hata: DERSIN_HATALARI[is], abone: dersin_aboneleri(s), ..Ariza::default() }
}

/// What one run counts. Serializes with the reference result's keys.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Olcum {
    /// Jobs whose four steps all committed.
    pub tamamlanan: u32,
    /// Steps executed (and committed).
    pub adim: u32,
    /// Messages: events in choreography, commands and replies in orchestration.
    pub ileti: u32,
    /// Committed steps undone by their compensation.
    pub telafi_edilen: u32,
    /// Committed steps nobody compensated (the service missed the cancel event).
    pub telafisiz_adim: u32,
    /// Failed jobs that left at least one committed write behind.
    pub yarim_kalan_is: u32,
    /// One event per failed job: where it stopped, steps committed, writes left open (at most
    /// one per job, so kept inline: a run allocates nothing).
    pub iz: ArrayVec<Olay, { ISLER.len() }>,
    /// Committed writes left per step, in step order.
    #[serde(serialize_with = "adim_sayilari")]
    pub kalan_yazma: [(&'static str, u32); 4],
}

impl Olcum {
    /// `tarife=6 indirim=6 fatura=6 bildirim=6`: the writes left, as the lesson prints them.
    pub fn kalan_yazma_metni(&self) -> String {
        let parcalar: Vec<String> =
            self.kalan_yazma.iter().map(|(a, n)| format!("{a}={n}")).collect();
        parcalar.join(" ")
    }
}

/// Writes the per-step counts as a JSON object in step order.
fn adim_sayilari<S: Serializer>(v: &[(&'static str, u32)], s: S) -> Result<S::Ok, S::Error> {
    let mut m = s.serialize_map(Some(v.len()))?;
    for (adim, n) in v {
        m.serialize_entry(adim, n)?;
    }
    m.end()
}

/// The Koreografi ve Orkestrasyon lesson: its step ([`cekirdek::adim::Adimli`]), and with the
/// `ders` feature the lesson as its programs and the project's tools see it.
#[derive(Debug, Clone, Copy)]
pub struct Akis;

impl Adimli for Akis {
    type Secenek = Secenek;
    type Durum = Durum;
    type Ariza = Ariza;
    type Olay = Olay;
    type Olcum = Olcum;
    type Defter = Defter;
    /// The written schedule, read; `None` when the lesson's own faults run.
    type Plan = Option<Zamanlama>;

    fn plan(s: &Secenek) -> Result<Option<Zamanlama>, Hata> {
        yazili(s)
    }
    /// Every job, with its faults; cut after `s.dur` points (steps) if given, and never past
    /// [`EN_COK_NOKTA`].
    fn secim(s: &Secenek, p: &Option<Zamanlama>, d: &Durum, g: Gecmis) -> Option<Ariza> {
        // --dur: the run is cut here; no run makes more steps than its most points
        let kesildi = s.dur.is_some_and(|dur| g.adim >= dur) || g.adim >= EN_COK_NOKTA;
        (d.is < ISLER.len() && !kesildi).then(|| is_arizasi(s, p.as_ref(), d.is))
    }
    #[inline]
    fn adim(s: &Secenek, d: &mut Durum, defter: &mut Defter, a: &Ariza, iz: &mut impl Iz<Olay>) {
        defterle(s.kip, d, defter, a, iz, |d, iz| d.adim(s, a, iz));
    }
    /// A point is a job.
    fn nokta(d: &Durum, _: Gecmis) -> u32 {
        d.is as u32
    }
    fn sonuc(d: &Durum, mut olcum: Olcum) -> Olcum {
        olcum.kalan_yazma = std::array::from_fn(|j| (ADIM[j].ad, d.kalici[j].sayi()));
        olcum
    }
}

/// One step from `d` with the claims' bookkeeping: what should happen, worked out from faults
/// `a` in mode `kip` ([`Defter::bekle`]), then the step `adim` (the lesson's, or a mutant's
/// around it), its events counted into `defter` and told to `iz`.
pub fn defterle<I: Iz<Olay>>(
    kip: Kip,
    d: &mut Durum,
    defter: &mut Defter,
    a: &Ariza,
    iz: &mut I,
    adim: impl FnOnce(&mut Durum, &mut Sayan<'_, Gozlem<'_>, I>),
) {
    defter.bekle(kip, d, a);
    let mut g = Gozlem(defter, kip);
    adim(d, &mut Sayan(&mut g, iz));
}

/// One run: every job step by step with the lesson's faults (or the written ones), each event
/// counted and told to `iz` ([`Akis`]'s [`Adimli`]).
pub fn izle(s: &Secenek, iz: &mut impl Iz<Olay>) -> Result<Olcum, Hata> {
    adim::izle::<Akis>(s, iz)
}

/// The schedule written in `s`, read; `None` when the lesson's own faults run.
pub fn yazili(s: &Secenek) -> Result<Option<Zamanlama>, Hata> {
    s.ariza.as_deref().map(Zamanlama::oku).transpose().map_err(Hata::Zamanlama)
}

/// Job `is`'s faults in a run of `s`: the written schedule's (`yazili`), or the lesson's.
pub fn is_arizasi(s: &Secenek, yazili: Option<&Zamanlama>, is: usize) -> Ariza {
    match yazili {
        Some(z) => z.ariza(is, dersin_aboneleri(s)),
        None => dersin_arizasi(s, is),
    }
}

/// The most points a run has: every job failing at its last step (its steps, their
/// compensations, its end). `--dur` at this value cuts nothing.
pub const EN_COK_NOKTA: u32 = (ISLER.len() * 2 * ADIM.len()) as u32;

/// [`izle`] without a trace.
pub fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
    adim::kosum::<Akis>(s)
}

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

impl Toplar<Olay> for Olcum {
    /// What one event adds to the totals.
    #[inline]
    fn isle(&mut self, olay: &Olay) {
        match olay {
            Olay::Ileti { .. } => self.ileti += 1,
            Olay::Kesinlesti { .. } => self.adim += 1,
            Olay::Telafi { abone: true, kayip: false, .. } => self.telafi_edilen += 1,
            Olay::Telafi { .. } => self.telafisiz_adim += 1,
            Olay::Tamamlandi { .. } => self.tamamlanan += 1,
            Olay::Durdu { acik, .. } => {
                self.yarim_kalan_is += u32::from(*acik > 0);
                self.iz.push(olay.clone());
            }
            Olay::HataVerdi { .. } => {}
        }
    }
}
