//! A fault schedule written down by a reader (`--ariza`): which job fails at which step, and
//! what becomes of each compensation message, as `S3:fatura=hata,S3:tarife=kayip`
//! ([`Zamanlama`]). It replaces the lesson's failures (S3 at the invoice step, S7 at the discount
//! step).
//!
//! An entry is `JOB:STEP=FAULT`. `hata`: the job fails at this step (at most one per job).
//! The others are about the compensation of a step committed before the failure:
//! `abonesiz`, its service does not hear the cancel event in choreography; `kayip`, the message
//! is lost on the way; `cift`, it arrives twice. `yok` is no fault at all. Names are read with
//! or without Turkish letters; entries print in one order, and a printed schedule reads back as
//! itself.

use crate::is::{ADIM, Ariza, HATA, ISLER};
use cekirdek::{Kume, turkce_harfsiz, yazim};
use std::fmt;

/// How an entry is written, as messages and the help say it.
pub const YAZIM: &str = "İŞ:ADIM=hata|abonesiz|kayıp|çift, virgülle ayrılmış";

/// What goes wrong at one step of one job.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Tur {
    /// The step fails: the job stops and compensates what it committed.
    Hata,
    /// The step's service does not hear its cancel event (choreography).
    Abonesiz,
    /// The step's compensation message is lost.
    Kayip,
    /// The step's compensation message arrives twice.
    Cift,
}

impl Tur {
    const HEPSI: [Tur; 4] = [Tur::Hata, Tur::Abonesiz, Tur::Kayip, Tur::Cift];

    fn ad(self) -> &'static str {
        match self {
            Tur::Hata => "hata",
            Tur::Abonesiz => "abonesiz",
            Tur::Kayip => "kayip",
            Tur::Cift => "cift",
        }
    }
}

/// One entry: job `is`, step `adim` (places in [`ISLER`] and [`ADIM`]), what goes wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Parca {
    is: usize,
    adim: usize,
    tur: Tur,
}

/// A fault schedule: its entries sorted by job and step, one per job and step.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Zamanlama(Vec<Parca>);

impl Zamanlama {
    /// The schedule told in Turkish, a part per entry: `S3 işi fatura adımında hata verir`,
    /// `S3 işinde indirimin telafi iletisi iki kez ulaşır`.
    pub fn anlat(&self) -> Vec<String> {
        let parca = |p: &Parca| {
            let (is, adim) = (ISLER[p.is], ADIM[p.adim].ad);
            match p.tur {
                Tur::Hata => format!("{is} işi {adim} adımında hata verir"),
                Tur::Abonesiz => {
                    format!("{is} işinde {adim} adımının servisi iptal olayını duymaz")
                }
                Tur::Kayip => format!("{is} işinde {adim} adımının telafi iletisi kaybolur"),
                Tur::Cift => format!("{is} işinde {adim} adımının telafi iletisi iki kez ulaşır"),
            }
        };
        match self.0.as_slice() {
            [] => vec!["hiçbir iş hata vermez".to_string()],
            parcalar => parcalar.iter().map(parca).collect(),
        }
    }

    /// Reads a schedule as a reader types it, or says in Turkish which part is wrong.
    pub fn oku(metin: &str) -> Result<Zamanlama, String> {
        let Some(girilen) = yazim::girdiler_yazilisiyla(metin, parca)? else {
            return Ok(Zamanlama::default());
        };
        let mut parcalar: Vec<Parca> = girilen.iter().map(|&(p, _)| p).collect();
        // an entry is named when there are several (the program names the whole value), as
        // the reader typed it
        let tek = parcalar.len() == 1;
        parcalar.sort_unstable();
        parcalar.dedup();
        let yaz = |p: Parca| match girilen.iter().find(|&&(q, _)| q == p) {
            Some((_, yazilan)) => yazilan.to_string(),
            None => Zamanlama(vec![p]).to_string(),
        };
        let adli = |p: Parca, neden: String| match tek {
            true => neden,
            false => format!("'{}': {neden}", yaz(p)),
        };
        for ikili in parcalar.windows(2) {
            let (a, b) = (ikili[0], ikili[1]);
            if (a.is, a.adim) == (b.is, b.adim) {
                return Err(format!("'{}' ile '{}' aynı adıma iki arıza veriyor", yaz(a), yaz(b)));
            }
        }
        let hatalar: Vec<Parca> = parcalar.iter().copied().filter(|p| p.tur == Tur::Hata).collect();
        if let Some(ikili) = hatalar.windows(2).find(|w| w[0].is == w[1].is) {
            return Err(format!(
                "'{}' ile '{}': bir iş en çok bir adımda hata verir",
                yaz(ikili[0]),
                yaz(ikili[1])
            ));
        }
        // a compensation's fault needs a compensation: a step committed before the failure
        for &p in parcalar.iter().filter(|p| p.tur != Tur::Hata) {
            let hata = parcalar.iter().find(|h| h.is == p.is && h.tur == Tur::Hata);
            match hata {
                None => {
                    return Err(adli(
                        p,
                        format!(
                            "{}'{} hata yok, telafi iletisi gönderilmez",
                            ISLER[p.is],
                            bulunma_eki(ISLER[p.is])
                        ),
                    ));
                }
                Some(h) if p.adim >= h.adim => {
                    return Err(adli(
                        p,
                        format!(
                            "yalnız hatadan önce kesinleşen adımlar telafi edilir ({} {} \
                             adımında hata veriyor)",
                            ISLER[h.is], ADIM[h.adim].ad
                        ),
                    ));
                }
                Some(_) => {}
            }
        }
        Ok(Zamanlama(parcalar))
    }

    /// The failure points, as `job@step`, in job order.
    pub fn hatalar(&self) -> Vec<String> {
        let hatalar = self.0.iter().filter(|p| p.tur == Tur::Hata);
        hatalar.map(|p| format!("{}@{}", ISLER[p.is], ADIM[p.adim].ad)).collect()
    }

    /// Job `is`'s faults, its services' subscriptions cut down to `abone`: the step that fails,
    /// and what becomes of each compensation message.
    pub fn ariza(&self, is: usize, abone: Kume) -> Ariza {
        let mut a = Ariza { abone, ..Ariza::default() };
        for p in self.0.iter().filter(|p| p.is == is) {
            let servis = ADIM[p.adim].servis as usize;
            match p.tur {
                Tur::Hata => a.hata = Some(p.adim),
                Tur::Abonesiz => a.abone = a.abone.olmadan(servis),
                Tur::Kayip => a.kayip = a.kayip.ile(servis),
                Tur::Cift => a.cift = a.cift.ile(servis),
            }
        }
        a
    }
}

/// The schedule `yazili` (or, when none is written, the lesson's failures) once a click on the
/// diagram changes one step of one job: `kimlik` is `JOB:STEP=adim` (the job fails
/// at this step, or no longer does if it did) or `JOB:STEP=telafi` (the step's compensation
/// message goes to its next fault: delivered, lost, twice, not heard, delivered again).
pub fn degistir(yazili: Option<&str>, kimlik: &str) -> Result<String, String> {
    let simdiki = simdiki(yazili)?;
    let (giris, ne) = kimlik.rsplit_once('=').unwrap_or((kimlik, ""));
    let p = parca(&format!("{giris}=hata"))?;
    let mut parcalar = simdiki.0;
    let ayni = |o: &Parca| (o.is, o.adim) == (p.is, p.adim);
    match ne {
        "adim" => {
            let vardi = parcalar.iter().any(|o| ayni(o) && o.tur == Tur::Hata);
            // a new failing step: what was committed after it no longer is
            parcalar.retain(|o| o.is != p.is || (!vardi && o.tur != Tur::Hata && o.adim < p.adim));
            if !vardi {
                parcalar.push(p);
            }
        }
        "telafi" => {
            let simdi = parcalar.iter().find(|o| ayni(o)).map(|o| o.tur);
            let sonraki = match simdi {
                None => Some(Tur::Kayip),
                Some(Tur::Kayip) => Some(Tur::Cift),
                Some(Tur::Cift) => Some(Tur::Abonesiz),
                Some(Tur::Abonesiz) | Some(Tur::Hata) => None,
            };
            parcalar.retain(|o| !ayni(o));
            parcalar.extend(sonraki.map(|tur| Parca { tur, ..p }));
        }
        _ => return Err(format!("'{kimlik}' bir hücre değil (İŞ:ADIM=adım ya da İŞ:ADIM=telafi)")),
    }
    Ok(Zamanlama::oku(&Zamanlama(parcalar).to_string())?.to_string())
}

/// The schedule `yazili`, or when none is written the lesson's failures.
fn simdiki(yazili: Option<&str>) -> Result<Zamanlama, String> {
    match yazili {
        Some(metin) => Zamanlama::oku(metin),
        None => {
            let hatalar: Vec<String> =
                HATA.iter().map(|(is, adim)| format!("{is}:{adim}=hata")).collect();
            Zamanlama::oku(&hatalar.join(","))
        }
    }
}

/// What the schedule `yazili` (or the lesson's) makes of job `is`'s compensation message for
/// step `adim`: `None` when it is delivered once, else `kayip`, `cift` or `abonesiz`.
pub fn telafisi(
    yazili: Option<&str>,
    is: usize,
    adim: usize,
) -> Result<Option<&'static str>, String> {
    let z = simdiki(yazili)?;
    let p = z.0.iter().find(|p| (p.is, p.adim) == (is, adim) && p.tur != Tur::Hata);
    Ok(p.map(|p| p.tur.ad()))
}

/// The schedule `yazili` (or the lesson's) with job `is`'s compensation message for step `adim`
/// set to `ne` (`kayip`, `cift`, `abonesiz`; `None`: delivered once), in its printed form.
pub fn telafiyi_ayarla(
    yazili: Option<&str>,
    is: usize,
    adim: usize,
    ne: Option<&str>,
) -> Result<String, String> {
    let mut parcalar = simdiki(yazili)?.0;
    parcalar.retain(|p| (p.is, p.adim) != (is, adim) || p.tur == Tur::Hata);
    if let Some(ne) = ne {
        let tur = Tur::HEPSI.into_iter().find(|t| t.ad() == ne && *t != Tur::Hata);
        parcalar.push(Parca {
            is,
            adim,
            tur: tur.ok_or_else(|| format!("'{ne}' bir telafi arızası değil"))?,
        });
    }
    Ok(Zamanlama::oku(&Zamanlama(parcalar).to_string())?.to_string())
}

/// One entry, `JOB:STEP=FAULT`.
fn parca(metin: &str) -> Result<Parca, String> {
    let anlasilmadi = || format!("anlaşılmadı: her parça {YAZIM} olmalı (örnek S3:fatura=hata)");
    let (sol, tur_adi) = metin.split_once('=').ok_or_else(anlasilmadi)?;
    let (is_adi, adim_adi) = sol.split_once(':').ok_or_else(anlasilmadi)?;
    let is = yazim::ad_yeri(is_adi, &ISLER)
        .ok_or_else(|| format!("iş {} ile {} arasında olmalı", ISLER[0], ISLER[ISLER.len() - 1]))?;
    let adim_adi = turkce_harfsiz(adim_adi).to_ascii_lowercase();
    let adim = ADIM.iter().position(|a| a.ad == adim_adi).ok_or_else(|| {
        let adlar: Vec<&str> = ADIM.iter().map(|a| a.ad).collect();
        format!("adım {}'den biri olmalı", adlar.join(", "))
    })?;
    let tur_adi = turkce_harfsiz(tur_adi).to_ascii_lowercase();
    let tur = Tur::HEPSI
        .into_iter()
        .find(|t| t.ad() == tur_adi)
        .ok_or_else(|| "arıza hata, abonesiz, kayıp ya da çift olmalı".to_string())?;
    Ok(Parca { is, adim, tur })
}

/// The locative ending a job's name takes as Turkish reads its number (`S3'te`, `S6'da`,
/// `S7'de`).
fn bulunma_eki(is: &str) -> &'static str {
    match is.chars().last() {
        Some('3' | '4' | '5') => "te",
        Some('6' | '9' | '0') => "da",
        _ => "de",
    }
}

cekirdek::okunur!(Zamanlama);

impl fmt::Display for Zamanlama {
    /// The printed form: `S3:tarife=kayip,S3:fatura=hata`, or `yok`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        yazim::yaz(f, &self.0, |f, p| {
            write!(f, "{}:{}={}", ISLER[p.is], ADIM[p.adim].ad, p.tur.ad())
        })
    }
}
