//! The lesson's run: its own failures (the jobs of [`HATA`]) and missing subscription driven
//! through the step function job by job, every event counted into the run's totals
//! ([`Olcum`], serialized with the reference result's keys: `telafisizAdim`, ...); and a step's
//! faults written down ([`AdimArizasi`]), as the explorer finds them.

use crate::ariza::Zamanlama;
use crate::is::{ADIM, Ariza, Durum, HATA, ISLER};
use crate::olay::Olay;
use crate::secenek::{Hata, Kip, Secenek, Servis};
use arrayvec::ArrayVec;
use cekirdek::{Iz, Kume, Sayan, Toplar};
use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};

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

/// One run: every job step by step with the lesson's faults, each event counted and told to
/// `iz`; cut after `s.dur` points (steps) if given.
pub fn izle(s: &Secenek, iz: &mut impl Iz<Olay>) -> Result<Olcum, Hata> {
    let yazili = yazili(s)?;
    let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
    let mut nokta = 0;
    'isler: while durum.is < ISLER.len() {
        let is = durum.is;
        let ariza = is_arizasi(s, yazili.as_ref(), is);
        while durum.is == is {
            if s.dur.is_some_and(|d| nokta >= d) {
                break 'isler; // --dur: the run is cut here
            }
            durum.adim(s, &ariza, &mut Sayan(&mut olcum, iz));
            nokta += 1;
        }
    }
    olcum.kalan_yazma = std::array::from_fn(|j| (ADIM[j].ad, durum.kalici[j].sayi()));
    Ok(olcum)
}

/// The schedule written in `s`, read; `None` when the lesson's own faults run.
pub fn yazili(s: &Secenek) -> Result<Option<Zamanlama>, Hata> {
    s.ariza.as_deref().map(Zamanlama::oku).transpose().map_err(Hata::Ariza)
}

/// Job `is`'s faults in a run of `s`: the written schedule's (`yazili`), or the lesson's.
pub fn is_arizasi(s: &Secenek, yazili: Option<&Zamanlama>, is: usize) -> Ariza {
    match yazili {
        Some(z) => z.ariza(is, dersin_aboneleri(s)),
        None => dersin_arizasi(s, is),
    }
}

/// A schedule's run: the first job, step by step, with `z`'s faults (one per step); the faults
/// left once the job has ended are not used.
pub fn oynat(s: &Secenek, z: &[Ariza], iz: &mut impl Iz<Olay>) -> Result<Olcum, Hata> {
    let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
    for ariza in z {
        if durum.is > 0 {
            break; // the job has ended
        }
        durum.adim(s, ariza, &mut Sayan(&mut olcum, iz));
    }
    Ok(olcum)
}

/// The most points a run has: every job failing at its last step (its steps, their
/// compensations, its end). `--dur` at this value cuts nothing.
pub const EN_COK_NOKTA: u32 = (ISLER.len() * 2 * ADIM.len()) as u32;

/// [`izle`] without a trace.
pub fn kosum(s: &Secenek) -> Result<Olcum, Hata> {
    izle(s, &mut ())
}

/// [`Ariza`]'s JSON: `{"hata": 2, "abone": [0, 1, 3], "kayip": [], "cift": []}`.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Ariza")]
struct ArizaJson {
    hata: Option<usize>,
    abone: Kume,
    kayip: Kume,
    cift: Kume,
}

/// One step's faults written down; a schedule is a list of them, one per step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct AdimArizasi(#[serde(with = "ArizaJson")] pub Ariza);

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
