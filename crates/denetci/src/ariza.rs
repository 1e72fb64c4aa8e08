//! A fault schedule written down by a reader (`--ariza`): which execution of which job's step
//! hangs or fails, as `S2:indirim=asili,S7:indirim=kalici` ([`Zamanlama`]). It replaces the
//! lesson's whole schedule.
//!
//! An entry is `JOB:STEP[#EXECUTIONS]=OUTCOME`. The outcome is `asili` (the work is done, its
//! record never arrives) or `kalici` (the step fails: no work, no record), with or without
//! Turkish letters. Executions count from 1 (the first run of the step; 2 is its first
//! re-drive): `#2` one, `#1-3` a range, `#2-` from there on. Left out, `asili` means the first
//! execution and `kalici` every one, as in the lesson. `yok` is no fault at all. Entries of one
//! step with the same outcome that overlap or touch are merged; two outcomes for one execution
//! are refused. Every schedule has one printed form, which reads back as itself.

use crate::denetim::{ADIM, ASILI, ISLER, KALICI, Kayit};
use crate::olay::Sonuc;
use crate::secenek::Secenek;
use cekirdek::{turkce_harfsiz, yazim};
use std::fmt;

/// How an entry is written, as messages and the help say it.
pub const YAZIM: &str = "İŞ:ADIM[#YÜRÜTME]=asılı|kalıcı, virgülle ayrılmış";

/// One entry: job `is`'s step `adim` (places in [`ISLER`] and [`ADIM`]) comes to `sonuc` on its
/// executions `bas..=son` (counted from 1; `None`: every one from `bas` on).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Parca {
    is: usize,
    adim: usize,
    bas: u32,
    son: Option<u32>,
    sonuc: Sonuc,
}

impl Parca {
    /// The executions an outcome means when none are written.
    fn varsayilan(sonuc: Sonuc) -> (u32, Option<u32>) {
        if sonuc == Sonuc::Kalici { (1, None) } else { (1, Some(1)) }
    }

    fn icerir(&self, yurutme: u32) -> bool {
        self.bas <= yurutme && self.son.is_none_or(|son| yurutme <= son)
    }
}

/// A fault schedule: its entries sorted by job, step and first execution.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Zamanlama(Vec<Parca>);

impl Zamanlama {
    /// The lesson's own schedule: the steps of [`ASILI`] hang on their first execution, that of
    /// [`KALICI`] fails on every one.
    pub fn dersin() -> Zamanlama {
        let yaz =
            |sonuc: Sonuc| move |&(is, adim): &(&str, &str)| format!("{is}:{adim}={}", ad(sonuc));
        let mut parcalar: Vec<String> = ASILI.iter().map(yaz(Sonuc::Asili)).collect();
        parcalar.extend(KALICI.iter().map(yaz(Sonuc::Kalici)));
        Zamanlama::oku(&parcalar.join(",")).expect("the lesson's names")
    }

    /// The schedule told in Turkish, a part per entry: `S2 işinin indirim adımı 1.–2.
    /// yürütmelerinde asılı kalır`.
    pub fn anlat(&self) -> Vec<String> {
        let parca = |p: &Parca| {
            let yurutme = match (p.bas, p.son) {
                (1, None) => "her yürütmesinde".to_string(),
                (bas, None) => format!("{bas}. ve sonraki her yürütmesinde"),
                (bas, Some(son)) if bas == son => format!("{bas}. yürütmesinde"),
                (bas, Some(son)) => format!("{bas}.–{son}. yürütmelerinde"),
            };
            let sonuc = match p.sonuc {
                Sonuc::Asili => "asılı kalır (iş yapılır, kaydı düşmez)",
                _ => "kalıcı hata verir (iş yapılmaz, kaydı düşmez)",
            };
            format!("{} işinin {} adımı {yurutme} {sonuc}", ISLER[p.is], ADIM[p.adim])
        };
        match self.0.as_slice() {
            [] => vec!["hiçbir adım asılı kalmaz ya da hata vermez".to_string()],
            parcalar => parcalar.iter().map(parca).collect(),
        }
    }

    /// Reads a schedule as a reader types it, or says in Turkish which part is wrong.
    pub fn oku(metin: &str) -> Result<Zamanlama, String> {
        let Some(girilen) = yazim::girdiler_yazilisiyla(metin, parca)? else {
            return Ok(Zamanlama::default());
        };
        let mut parcalar: Vec<Parca> = girilen.iter().map(|&(p, _)| p).collect();
        // an entry as the reader typed it (one merged from several, as the lesson writes it)
        let yaz = |p: Parca| match girilen.iter().find(|&&(q, _)| q == p) {
            Some((_, yazilan)) => yazilan.to_string(),
            None => Zamanlama(vec![p]).to_string(),
        };
        parcalar.sort_unstable_by_key(|p| (p.is, p.adim, p.bas, p.son.unwrap_or(u32::MAX)));
        let mut birlesik: Vec<Parca> = Vec::new();
        for p in parcalar {
            let Some(o) = birlesik.iter_mut().rev().find(|o| (o.is, o.adim) == (p.is, p.adim))
            else {
                birlesik.push(p);
                continue;
            };
            let ortusur = o.son.is_none_or(|son| p.bas <= son);
            let degiyor = o.son.is_none_or(|son| p.bas <= son.saturating_add(1));
            if o.sonuc == p.sonuc && degiyor {
                // the same outcome on overlapping or touching executions: one entry
                o.son = o.son.zip(p.son).map(|(a, b)| a.max(b));
            } else if ortusur {
                return Err(format!(
                    "'{}' ile '{}' aynı yürütmeye iki sonuç veriyor",
                    yaz(*o),
                    yaz(p)
                ));
            } else {
                birlesik.push(p);
            }
        }
        Ok(Zamanlama(birlesik))
    }
}

impl Zamanlama {
    /// What a run with threshold `deneme_siniri` cannot take: an execution it never makes. A
    /// step runs at most `deneme_siniri` times: the re-drive that reaches the threshold
    /// compensates the job instead of running the step again.
    pub fn uymayan(&self, deneme_siniri: u32) -> Option<String> {
        let p = self.0.iter().find(|p| p.bas > deneme_siniri)?;
        Some(format!(
            "{}. yürütme ({}:{}) hiç olmaz: deneme sınırı {deneme_siniri} ile bir adım en çok \
             {deneme_siniri} kez yürütülür",
            p.bas, ISLER[p.is], ADIM[p.adim]
        ))
    }
}

/// The schedule of base scenario `s` (the one written in it, or the lesson's) once a click on
/// the timeline moves one execution to its next outcome: done, hangs, fails, done again.
/// `kimlik` names the execution: `S2:indirim#1` (job, step, execution counted from 1).
pub fn degistir(s: &Secenek, kimlik: &str) -> Result<String, String> {
    let simdi = sonucu(s, kimlik)?;
    let sonraki = match simdi {
        Sonuc::Tamam => Sonuc::Asili,
        Sonuc::Asili => Sonuc::Kalici,
        Sonuc::Kalici => Sonuc::Tamam,
    };
    ayarla(s, kimlik, sonraki)
}

/// The schedule of base scenario `s` and execution `kimlik` in it, as [`degistir`] reads them.
fn yurutme(s: &Secenek, kimlik: &str) -> Result<(Zamanlama, Parca), String> {
    let simdiki = match &s.ariza {
        Some(metin) => Zamanlama::oku(metin)?,
        None => Zamanlama::dersin(),
    };
    let hucre = parca(&format!("{kimlik}=asili"))?;
    if hucre.son != Some(hucre.bas) || !kimlik.contains('#') {
        return Err(format!("'{kimlik}' tek bir yürütme adlamıyor (İŞ:ADIM#YÜRÜTME)"));
    }
    Ok((simdiki, hucre))
}

/// The outcome execution `kimlik` comes to in base scenario `s`'s schedule.
pub fn sonucu(s: &Secenek, kimlik: &str) -> Result<Sonuc, String> {
    let (simdiki, hucre) = yurutme(s, kimlik)?;
    let ayni = |o: &&Parca| (o.is, o.adim) == (hucre.is, hucre.adim) && o.icerir(hucre.bas);
    Ok(simdiki.0.iter().find(ayni).map_or(Sonuc::Tamam, |o| o.sonuc))
}

/// The schedule of base scenario `s` with execution `kimlik` (`S2:indirim#1`) set to come to
/// `sonuc`, in its printed form: an entry holding other executions too is split around it.
/// Executions past the threshold are dropped from it, and one of them named is refused, as
/// [`Zamanlama::uymayan`] refuses them.
pub fn ayarla(s: &Secenek, kimlik: &str, sonuc: Sonuc) -> Result<String, String> {
    let (simdiki, hucre) = yurutme(s, kimlik)?;
    if let Some(m) = Zamanlama(vec![hucre]).uymayan(s.deneme_siniri) {
        return Err(m);
    }
    let k = hucre.bas;
    let ayni = |o: &Parca| (o.is, o.adim) == (hucre.is, hucre.adim) && o.icerir(k);
    let mut parcalar = Vec::new();
    for o in simdiki.0 {
        if !ayni(&o) {
            parcalar.push(o);
            continue;
        }
        // the entry loses execution `k`: what is left before it and after it (the executions
        // after it that the run can still make: a step runs at most `deneme_siniri` times)
        if o.bas < k {
            parcalar.push(Parca { son: Some(k - 1), ..o });
        }
        if o.son.is_none_or(|son| son > k) && k < s.deneme_siniri {
            parcalar.push(Parca { bas: k + 1, ..o });
        }
    }
    if sonuc != Sonuc::Tamam {
        parcalar.push(Parca { sonuc, ..hucre });
    }
    Ok(Zamanlama::oku(&Zamanlama(parcalar).to_string())?.to_string())
}

impl Zamanlama {
    /// The outcome the schedule gives the execution `kayit` is about to make (its `deneme`-th
    /// re-drive is execution `deneme + 1`); done when no entry names it.
    pub fn sonuc(&self, is: usize, kayit: &Kayit) -> Sonuc {
        let yurutme = kayit.deneme.saturating_add(1);
        self.0
            .iter()
            .find(|p| p.is == is && p.adim == kayit.adim && p.icerir(yurutme))
            .map_or(Sonuc::Tamam, |p| p.sonuc)
    }
}

/// An outcome's name in the notation.
fn ad(sonuc: Sonuc) -> &'static str {
    match sonuc {
        Sonuc::Asili => "asili",
        Sonuc::Kalici => "kalici",
        Sonuc::Tamam => "tamam",
    }
}

/// One entry, `JOB:STEP[#EXECUTIONS]=OUTCOME`.
fn parca(metin: &str) -> Result<Parca, String> {
    let anlasilmadi = || format!("anlaşılmadı: her parça {YAZIM} olmalı (örnek S2:indirim=asili)");
    let (sol, sonuc_adi) = metin.split_once('=').ok_or_else(anlasilmadi)?;
    let (is_adim, yurutme) = match sol.split_once('#') {
        Some((a, y)) => (a, Some(y)),
        None => (sol, None),
    };
    let (is_adi, adim_adi) = is_adim.split_once(':').ok_or_else(anlasilmadi)?;
    let is = yazim::ad_yeri(is_adi, &ISLER)
        .ok_or_else(|| format!("iş {} ile {} arasında olmalı", ISLER[0], ISLER[ISLER.len() - 1]))?;
    let adim_adi = turkce_harfsiz(adim_adi).to_ascii_lowercase();
    let adim = ADIM
        .iter()
        .position(|a| *a == adim_adi)
        .ok_or_else(|| format!("adım {}'den biri olmalı", ADIM.join(", ")))?;
    let sonuc = match turkce_harfsiz(sonuc_adi).to_ascii_lowercase().as_str() {
        "asili" => Sonuc::Asili,
        "kalici" => Sonuc::Kalici,
        _ => return Err("sonuç asılı ya da kalıcı olmalı".into()),
    };
    let sayi = |s: &str| {
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(anlasilmadi());
        }
        s.parse::<u32>().map_err(|_| "sayı çok büyük".to_string())
    };
    let (bas, son) = match yurutme {
        None => Parca::varsayilan(sonuc),
        Some(y) => match y.split_once('-') {
            Some((a, "")) => (sayi(a)?, None),
            Some((a, b)) => (sayi(a)?, Some(sayi(b)?)),
            None => (sayi(y)?, Some(sayi(y)?)),
        },
    };
    if bas == 0 {
        return Err("yürütmeler 1'den başlar (1: ilk yürütme, 2: ilk yeniden sürme)".into());
    }
    if let Some(son) = son.filter(|&son| bas > son) {
        return Err(format!("aralık ters ({bas} > {son})"));
    }
    Ok(Parca { is, adim, bas, son, sonuc })
}

cekirdek::okunur!(Zamanlama);

impl fmt::Display for Zamanlama {
    /// The printed form: `S2:indirim=asili,S2:indirim#3-=kalici`, or `yok`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        yazim::yaz(f, &self.0, |f, p| {
            write!(f, "{}:{}", ISLER[p.is], ADIM[p.adim])?;
            match (p.bas, p.son) {
                ilk if ilk == Parca::varsayilan(p.sonuc) => {}
                (b, Some(s)) if b == s => write!(f, "#{b}")?,
                (b, Some(s)) => write!(f, "#{b}-{s}")?,
                (b, None) => write!(f, "#{b}-")?,
            }
            write!(f, "={}", ad(p.sonuc))
        })
    }
}
