//! The lesson's run: its own failures (the jobs of [`HATA`]) and missing subscription driven
//! through the step function job by job, every event counted into the run's totals
//! ([`Olcum`]); and a step's faults written down ([`AdimArizasi`]), as the explorer finds them.

use crate::is::{ADIM, Ariza, Durum, HATA, ISLER};
use crate::olay::Olay;
use crate::secenek::{Hata, Kip, Olcum, Secenek, Servis};
use cekirdek::{Iz, Kume, Sayan, Toplar};
use serde::{Deserialize, Serialize};

/// The step of each job that fails in the lesson's schedule ([`HATA`] by place), so that a run
/// compares no names.
const DERSIN_HATALARI: [Option<usize>; ISLER.len()] = {
    let mut h = [None; ISLER.len()];
    let mut i = 0;
    while i < HATA.len() {
        h[sira(&ISLER, HATA[i].0)] = Some(adim_sirasi(HATA[i].1));
        i += 1;
    }
    h
};

/// Whether `a` and `b` are the same text (at compile time).
const fn ayni(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let mut i = 0;
    while i < a.len() && a.len() == b.len() && a[i] == b[i] {
        i += 1;
    }
    i == a.len() && a.len() == b.len()
}

/// The place of `ad` in `adlar` (at compile time).
const fn sira(adlar: &[&str], ad: &str) -> usize {
    let mut i = 0;
    while !ayni(adlar[i], ad) {
        i += 1;
    }
    i
}

/// The place of step `ad` in [`ADIM`] (at compile time).
const fn adim_sirasi(ad: &str) -> usize {
    let mut i = 0;
    while !ayni(ADIM[i].ad, ad) {
        i += 1;
    }
    i
}

/// The lesson's faults for job `is`: its step in [`HATA`] fails; in choreography every service
/// but the missing subscriber hears its cancel event; no message is lost or duplicated.
pub fn dersin_arizasi(s: &Secenek, is: usize) -> Ariza {
    let abone = Servis::HEPSI
        .into_iter()
        .filter(|&v| s.kip == Kip::Orkestrasyon || s.eksik_abone != Some(v));
    let abone = abone.map(|v| v as usize).collect::<Kume>();
    Ariza { hata: DERSIN_HATALARI[is], abone, ..Ariza::default() }
}

/// One run: every job step by step with the lesson's faults, each event counted and told to
/// `iz`.
pub fn izle(s: &Secenek, iz: &mut impl Iz<Olay>) -> Result<Olcum, Hata> {
    let (mut durum, mut olcum) = (Durum::default(), Olcum::default());
    while durum.is < ISLER.len() {
        let (is, ariza) = (durum.is, dersin_arizasi(s, durum.is));
        while durum.is == is {
            durum.adim(s, &ariza, &mut Sayan(&mut olcum, iz));
        }
    }
    olcum.kalan_yazma = std::array::from_fn(|j| (ADIM[j].ad, durum.kalici[j].sayi()));
    Ok(olcum)
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
