//! A lesson as a check of every timing knows it ([`Denetim`], implemented in the lesson's crate
//! behind its `kesif` feature): its checking model, the configurations a report checks, the
//! lesson's options the check takes, the fault-shaping flags it ignores and the bounds it
//! declares. From it, without a checker crate: the check itself ([`her_zamanlamada`], what the
//! book's page runs) and the replay of a kept path ([`kayitliyi_tekrarla`]), and the face a tool
//! holds every lesson's check through ([`DersDenetimi`]).

use crate::en_az::{EnAz, en_az};
use crate::genislik::{Ilerleme, ara};
use crate::karar::{Karar, OzellikKarari};
use crate::kayit::{EnAzKaydi, EnAzSonucu};
use crate::model::{Model, adli};
use crate::sinir::{SinirTanimi, Sinirlar, Yapilandirma};
use crate::tekrar::{Tekrar, tekrar};
use crate::yazim::{Yazim, yol};
use cekirdek::Tam;
use ders::Programlar;
use ders::degismez::Boy;

/// A lesson's side of the check of every timing.
pub trait Denetim: Programlar {
    /// The lesson's checking model.
    type Model: Model<Ders = Self> + Yazim;
    /// The bounds the lesson's configurations read.
    const SINIRLAR: &'static [SinirTanimi];
    /// The lesson's options the check takes (the rest are its bounds, or its columns); none
    /// unless the lesson says.
    const SECENEKLER: &'static [&'static Tam] = &[];
    /// The lesson's flags the check ignores: they shape the faults, which it chooses itself.
    /// The written schedule (`--ariza`) always; a lesson adds its other fault-shaping flags.
    const YOK_SAYILAN: &'static [&'static str] = &[ders::secenek::ARIZA_ADI];
    /// The configurations a report checks under bounds `s`: the lesson's own model's, then
    /// each mutant's.
    fn yapilandirmalar(s: &Sinirlar) -> Vec<Yapilandirma<Self::Model>>;
    /// The designs the lesson's first table compares, one per column the checker has, each a
    /// configuration of the lesson's own model with the options of `degerler` set (by key, as
    /// [`Denetim::secenekle`] reads them), all on the same bounds `s`: what the fewest-faults
    /// table ([`crate::en_az`]) puts side by side.
    fn tasarimlar(s: &Sinirlar, degerler: &[(&str, u32)]) -> Vec<Tasarim<Self::Model>>;
    /// Sets the options of [`Denetim::SECENEKLER`] named in `degerler` (by key) on one of the
    /// lesson's own configurations.
    fn secenekle(m: &mut Self::Model, degerler: &[(&str, u32)]) {
        let _ = (m, degerler);
    }
    /// Why a page cannot check these options in good time, if it cannot.
    fn sayfaya_sigmaz(degerler: &[(&str, u32)]) -> Option<String> {
        let _ = degerler;
        None
    }

    /// The lesson's own configurations under bounds `s` (no mutants), with the options of
    /// `degerler` set.
    fn secenekli(s: &Sinirlar, degerler: &[(&str, u32)]) -> Vec<Yapilandirma<Self::Model>> {
        let mut y = Self::yapilandirmalar(s);
        y.retain(|(_, m)| m.kusur().is_none());
        for (_, m) in &mut y {
            Self::secenekle(m, degerler);
        }
        y
    }
}

/// The states a page's whole check of lesson `D` explores under bounds `s`, with the lesson's
/// own options: every timing's ([`her_zamanlamada`]), then the fewest faults' of each design.
/// What a bound's [`crate::SayfaSiniri::kesfedilen`] keeps, for the page's estimate.
pub fn sayfa_kesfedilen<D: Denetim>(s: &Sinirlar) -> u64 {
    let (kararlar, _) = her_zamanlamada::<D>(s, &[], &mut |_| true);
    let duz: usize = kararlar.iter().map(|k| k.kesfedilen).sum();
    let en_az: usize = D::tasarimlar(s, &[])
        .iter()
        .map(|t| crate::en_az::en_az(&t.model, &mut |_| true).ilerleme.kesfedilen)
        .sum();
    (duz + en_az) as u64
}

/// A design of a lesson's first table as the fewest-faults table compares it: its column's
/// name (`çitleme`), and a configuration of the lesson's own model named with its bounds
/// (`çitleme, 3 düğüm, her küme`).
#[derive(Debug, Clone)]
pub struct Tasarim<M> {
    /// The column's name.
    pub ad: &'static str,
    /// The configuration's name, with its bounds.
    pub kontrol: String,
    /// The configuration.
    pub model: M,
}

/// Checks lesson `D`'s own configurations under bounds `s` with the options of `degerler`, by
/// [`crate::genislik`], each in turn, until `devam` says stop: the configurations' verdicts, and
/// whether it was stopped (then the verdicts are of the configurations finished).
pub fn her_zamanlamada<D: Denetim>(
    s: &Sinirlar,
    degerler: &[(&str, u32)],
    devam: &mut dyn FnMut(Ilerleme) -> bool,
) -> (Vec<Karar>, bool) {
    let mut kararlar = Vec::new();
    // the progress told is the whole check's: the configurations done, then this one
    let (mut durum, mut kesfedilen) = (0, 0);
    for (etiket, m) in D::secenekli(s, degerler) {
        let r = ara(&m, &mut |i: Ilerleme| {
            devam(Ilerleme { durum: durum + i.durum, kesfedilen: kesfedilen + i.kesfedilen, ..i })
        });
        durum += r.ilerleme.durum;
        kesfedilen += r.ilerleme.kesfedilen;
        if r.durdu {
            return (kararlar, true);
        }
        let ozellikler = r
            .bulgular
            .iter()
            .map(|b| {
                let k = adli::<D::Model>(b.ozellik).expect("its own claim");
                // a path of the lesson's own model replays from its written schedule
                let t = b.yol.as_ref().filter(|_| m.kusur().is_none());
                let t = t.and_then(|y| tekrar(&m, k.ad(), y).ok());
                OzellikKarari {
                    ozellik: k.ad().into(),
                    tur: k.tur().ad().into(),
                    bulundu: b.yol.is_some(),
                    ornek: b.yol.as_ref().map(|y| (y.len(), t.as_ref().map(|t| t.ariza.clone()))),
                    parca: t.map(|t| ders::bayraklar::parca(&t.bayraklar)),
                }
            })
            .collect();
        kararlar.push(Karar {
            ders: D::AD.into(),
            kontrol: etiket,
            kusur: m.kusur(),
            durum: r.ilerleme.durum,
            kesfedilen: r.ilerleme.kesfedilen,
            secenek: serde_json::to_value(m.secenek()).unwrap_or_default(),
            ozellikler,
        });
    }
    (kararlar, false)
}

/// The fewest faults for every claim of each design of lesson `D` ([`Denetim::tasarimlar`])
/// under bounds `s`, with the options of `degerler` set, by [`crate::en_az`], each design in
/// turn (only design `hangisi`, if given), until `devam` says stop: a record per design and
/// claim, each first minimal timing replayed from its written schedule (it must break the claim
/// at its last step), and whether it was stopped (then the records are of the designs
/// finished).
pub fn tasarimlarda<D: Denetim>(
    s: &Sinirlar,
    degerler: &[(&str, u32)],
    hangisi: Option<usize>,
    devam: &mut dyn FnMut(Ilerleme) -> bool,
) -> Result<(Vec<EnAzKaydi>, bool), String> {
    let mut kayitlar = Vec::new();
    let (mut durum, mut kesfedilen) = (0, 0);
    let mut tasarimlar = D::tasarimlar(s, degerler);
    if let Some(h) = hangisi {
        tasarimlar = tasarimlar.into_iter().nth(h).into_iter().collect();
    }
    for t in tasarimlar {
        let m = &t.model;
        let r = en_az(m, &mut |i: Ilerleme| {
            devam(Ilerleme { durum: durum + i.durum, kesfedilen: kesfedilen + i.kesfedilen, ..i })
        });
        durum += r.ilerleme.durum;
        kesfedilen += r.ilerleme.kesfedilen;
        if r.durdu {
            return Ok((kayitlar, true));
        }
        for b in &r.bulgular {
            let k = adli::<D::Model>(b.ozellik).expect("its own claim");
            let mut kayit = EnAzKaydi {
                boy: s.boy,
                ders: D::AD.into(),
                tasarim: t.ad.into(),
                kontrol: t.kontrol.clone(),
                sinirlar: m.sinirlar(),
                ozellik: k.ad().into(),
                anlam: k.anlam().into(),
                tur: k.tur().ad().into(),
                iddia_edilir: b.iddia_edilir,
                sonuc: EnAzSonucu::Hicbiri,
                ariza: None,
                yazili: None,
                komut: None,
                parca: None,
                adim: None,
                sayi: None,
                tavan: false,
                altinda: None,
                durum: r.ilerleme.durum,
                yerlesen: r.yerlesen,
            };
            match &b.sonuc {
                EnAz::KararVerilemez => kayit.sonuc = EnAzSonucu::KararVerilemez,
                EnAz::Hicbiri => {}
                EnAz::Bulundu(o) => {
                    let t = tekrar(m, k.ad(), &o.yol)?;
                    if t.adim != Some(o.yol.len()) {
                        return Err(format!(
                            "{}: {}: '{}' özelliği son adımında ({}) değil, {:?}. adımda bozuyor",
                            D::AD,
                            k.ad(),
                            t.ariza,
                            o.yol.len(),
                            t.adim
                        ));
                    }
                    kayit.sonuc = EnAzSonucu::Bulundu;
                    (kayit.ariza, kayit.adim) = (Some(o.ariza), Some(o.yol.len()));
                    kayit.parca = Some(ders::bayraklar::parca(&t.bayraklar));
                    (kayit.yazili, kayit.komut) = (Some(t.ariza), Some(t.komut));
                    (kayit.sayi, kayit.tavan) = (Some(o.sayi), o.tavan);
                    kayit.altinda = Some(o.altinda);
                }
            }
            kayitlar.push(kayit);
        }
    }
    Ok((kayitlar, false))
}

/// Which search [`tasarimi_ara`] runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AramaTuru {
    /// The plain breadth-first check of the claims the fewest-faults search takes
    /// ([`crate::en_az::duz`]).
    Duz,
    /// The fewest-faults search ([`crate::en_az::en_az`]).
    EnAz,
}

/// Runs search `a` on design `i` of lesson `D` under bounds `s` (what a speed comparison times
/// on either side): the design's configuration and the states met, if there is such a design.
pub fn tasarimi_ara<D: Denetim>(s: &Sinirlar, i: usize, a: AramaTuru) -> Option<(String, usize)> {
    let t = D::tasarimlar(s, &[]).into_iter().nth(i)?;
    let durum = match a {
        AramaTuru::Duz => crate::en_az::duz(&t.model, &mut |_| true).ilerleme.durum,
        AramaTuru::EnAz => en_az(&t.model, &mut |_| true).ilerleme.durum,
    };
    Some((t.kontrol, durum))
}

/// A lesson's own model and a path of it.
type KendiYolu<D> = (<D as Denetim>::Model, Vec<crate::model::Eylem<<D as Denetim>::Model>>);

/// A kept path of lesson `D`'s own model named `kontrol` under the bounds `boy`: its
/// `derinlik` steps as its schedule written as a reader writes it (`yazili`) chooses them.
fn kayitli_yol<D: Denetim>(
    boy: Boy,
    kontrol: &str,
    yazili: &str,
    derinlik: usize,
) -> Result<KendiYolu<D>, String> {
    let (_, m) = D::yapilandirmalar(&Sinirlar::boy(boy))
        .into_iter()
        .find(|(etiket, m)| etiket == kontrol && m.kusur().is_none())
        .ok_or_else(|| format!("{}: '{kontrol}' diye bir yapılandırma yok", D::AD))?;
    let y = yazili.parse().map_err(|e| format!("--ariza '{yazili}' okunamadı: {e}"))?;
    let eylemler = yol(&m, &y, derinlik)?;
    Ok((m, eylemler))
}

/// [`tekrar`] for a kept result: lesson `D`'s own model named `kontrol` under the bounds `boy`,
/// claim `ozellik`, and the path of `derinlik` steps its written schedule `yazili` gives.
pub fn kayitliyi_tekrarla<D: Denetim>(
    boy: Boy,
    kontrol: &str,
    ozellik: &str,
    yazili: &str,
    derinlik: usize,
) -> Result<Tekrar, String> {
    let (m, eylemler) = kayitli_yol::<D>(boy, kontrol, yazili, derinlik)?;
    tekrar(&m, ozellik, &eylemler)
}

/// A kept path (as [`kayitliyi_tekrarla`] reads it) told and drawn as the lesson tells and
/// draws a run, its timeline titled `baslik`: its account line by line, and the SVG.
pub fn kayitliyi_ciz<D: Denetim>(
    boy: Boy,
    kontrol: &str,
    yazili: &str,
    derinlik: usize,
    baslik: &str,
) -> Result<(Vec<String>, String), String> {
    let (m, eylemler) = kayitli_yol::<D>(boy, kontrol, yazili, derinlik)?;
    // drawn on the configuration's whole run, as long as the lesson's: a short path's
    // picture keeps room for its legend
    let (olaylar, secenek) = (m.olaylar(&eylemler), m.secenek().clone());
    let anlatim = D::anlat(&secenek, &olaylar).1;
    let sutun = ders::SutunIzi { ad: baslik.to_string(), secenek, olaylar };
    Ok((anlatim, D::zaman(&ders::Izler { sutunlar: vec![sutun] })))
}

/// Every claim of lesson `D`'s model, then every witness: the name a report gives it and the
/// sentence it says.
pub fn anlamlar<D: Denetim>() -> Vec<(&'static str, &'static str)> {
    crate::model::kosullar::<D::Model>().map(|(_, k)| (k.ad(), k.anlam())).collect()
}

/// A check of every timing with a reader's options: the configurations' verdicts, and whether
/// the reader stopped it.
pub type HerZamanlamada =
    fn(&Sinirlar, &[(&str, u32)], &mut dyn FnMut(Ilerleme) -> bool) -> (Vec<Karar>, bool);

/// The fewest faults of each design (or of one) with a reader's options ([`tasarimlarda`]).
pub type Tasarimlarda = fn(
    &Sinirlar,
    &[(&str, u32)],
    Option<usize>,
    &mut dyn FnMut(Ilerleme) -> bool,
) -> Result<(Vec<EnAzKaydi>, bool), String>;

/// The designs the fewest-faults table compares with a reader's options, by their columns'
/// names.
pub type TasarimAdlari = fn(&Sinirlar, &[(&str, u32)]) -> Vec<&'static str>;

/// One search on one design ([`tasarimi_ara`]).
pub type TasarimiAra = fn(&Sinirlar, usize, AramaTuru) -> Option<(String, usize)>;

/// A kept path replayed ([`kayitliyi_tekrarla`]).
pub type KayitliyiTekrarla = fn(Boy, &str, &str, &str, usize) -> Result<Tekrar, String>;

/// A kept path told and drawn ([`kayitliyi_ciz`]).
pub type KayitliyiCiz = fn(Boy, &str, &str, usize, &str) -> Result<(Vec<String>, String), String>;

/// A lesson's check of every timing behind one face, whatever the lesson's types: what a tool
/// that holds every lesson in one list (the book's page, `cargo xtask verify`) sees.
#[derive(Clone, Copy)]
pub struct DersDenetimi {
    /// The lesson's options the check takes.
    pub secenekler: &'static [&'static Tam],
    /// The lesson's flags the check ignores.
    pub yok_sayilan: &'static [&'static str],
    /// The bounds the lesson declares.
    pub sinirlar: &'static [SinirTanimi],
    /// The check ([`her_zamanlamada`]).
    pub her_zamanlamada: HerZamanlamada,
    /// The fewest faults of each design ([`tasarimlarda`]).
    pub tasarimlarda: Tasarimlarda,
    /// The designs' columns' names ([`Denetim::tasarimlar`]).
    pub tasarim_adlari: TasarimAdlari,
    /// One search on one design, for a speed comparison ([`tasarimi_ara`]).
    pub tasarimi_ara: TasarimiAra,
    /// A kept path replayed ([`kayitliyi_tekrarla`]).
    pub kayitliyi_tekrarla: KayitliyiTekrarla,
    /// A kept path told and drawn ([`kayitliyi_ciz`]).
    pub kayitliyi_ciz: KayitliyiCiz,
    /// Why a page cannot check these options in good time, if it cannot.
    pub sayfaya_sigmaz: fn(&[(&str, u32)]) -> Option<String>,
    /// Every claim, then every witness: its name in a report and its sentence ([`anlamlar`]).
    pub anlamlar: fn() -> Vec<(&'static str, &'static str)>,
}

impl DersDenetimi {
    /// Lesson `D`'s check behind the face.
    pub const fn yeni<D: Denetim>() -> Self {
        DersDenetimi {
            secenekler: D::SECENEKLER,
            yok_sayilan: D::YOK_SAYILAN,
            sinirlar: D::SINIRLAR,
            her_zamanlamada: her_zamanlamada::<D>,
            tasarimlarda: tasarimlarda::<D>,
            tasarim_adlari: |s, degerler| D::tasarimlar(s, degerler).iter().map(|t| t.ad).collect(),
            tasarimi_ara: tasarimi_ara::<D>,
            kayitliyi_tekrarla: kayitliyi_tekrarla::<D>,
            kayitliyi_ciz: kayitliyi_ciz::<D>,
            sayfaya_sigmaz: D::sayfaya_sigmaz,
            anlamlar: anlamlar::<D>,
        }
    }
}
