//! Two timings side by side (`olc --karsilastir ARIZA`): the scenario's own schedule and a
//! second one, each run through every column of the first table; both tables, the rows and
//! claims whose figures differ, and per column the first line where the two stories part.

use crate::ozellikler::{OlcJsonu, ozellikler};
use cikti::rapor::{Cikti, Rapor};
use ders::ozellik::Cizelgede;
use ders::secenek::{Deger, KARSILASTIR, Tanim};
use ders::{Degerler, Izler, OlcSonucu, ProgramHatasi, Programlar};
use serde::Serialize;

/// One side: its schedule as written (`None`: the scenario's own), its tables and claims, its
/// runs.
#[derive(Serialize)]
#[serde(bound = "", rename_all = "camelCase")]
pub struct Taraf<D: Programlar> {
    /// `--ariza` as written, or `None` for the scenario's own schedule.
    pub ariza: Option<String>,
    /// The tables and the claims.
    pub olc: OlcJsonu<D>,
    /// The runs, told.
    #[serde(skip)]
    pub izler: Izler<D>,
}

/// A figure of the first table that differs between the two sides.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Fark {
    /// The column.
    pub sutun: String,
    /// The row, as the table labels it (or a claim's name).
    pub olcu: String,
    /// For a claim, its meaning: the text names it so, JSON by its name as well.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub anlam: Option<String>,
    /// On the first side.
    pub birinci: String,
    /// On the second.
    pub ikinci: String,
}

/// Where a column's two stories part: the first line that is not the same.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Ayrilma {
    /// The column.
    pub sutun: String,
    /// The line, counted from 1 after the column's heading (`None`: the stories are the same).
    pub satir: Option<usize>,
    /// That line on the first side (empty past its end).
    pub birinci: String,
    /// On the second.
    pub ikinci: String,
    /// Where the timeline shows the point that line tells (on the first side's run).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cizelgede: Option<Cizelgede>,
}

/// Two timings side by side.
#[derive(Serialize)]
#[serde(bound = "", rename_all = "camelCase")]
pub struct Karsilastirma<D: Programlar> {
    /// The scenario's own schedule.
    pub birinci: Taraf<D>,
    /// The second.
    pub ikinci: Taraf<D>,
    /// The figures and claims that differ, column by column.
    pub farklar: Vec<Fark>,
    /// Per column, where the stories part.
    pub ayrilma: Vec<Ayrilma>,
}

/// The values of `d` with the schedule `ariza` in place of its own (and of the flags a schedule
/// replaces), read by the lesson's own `--ariza`; or why it is refused, as the command line says
/// it of `--karsilastir`.
pub fn ikinci_degerler<D: Programlar>(d: &Degerler, ariza: &str) -> Result<Degerler, String> {
    let yazim = D::SENARYO
        .iter()
        .find(|t| t.ad() == ders::secenek::ARIZA_ADI)
        .ok_or("bu dersin --ariza'sı yok")?;
    let deger = yazim.ayristir(ariza).map_err(|neden| {
        crate::yazilan::gecersiz_deger(&format!("--{}", KARSILASTIR.bayrak()), ariza, &neden)
    })?;
    let mut yeni = d.clone().ile(*yazim, deger);
    for t in ders::arizayla_dusenler::<D>().into_iter().filter(|t| t.ad() != yazim.ad()) {
        yeni = yeni.ile(t, t.varsayilan());
    }
    Ok(yeni)
}

/// One side of `d`.
fn taraf<D: Programlar>(d: &Degerler) -> Result<Taraf<D>, ProgramHatasi<ders::Hata>> {
    let taban = D::Taban::from(d);
    let izler = Izler::yeni(&taban)?;
    let olc = OlcJsonu { olc: D::Olc::hesapla(&taban)?, ozellikler: ozellikler::<D>(d, &izler)? };
    let ariza = match d.bul(ders::secenek::ARIZA_ADI) {
        Some(Deger::Metin(m)) if !m.is_empty() => Some(m.clone()),
        _ => None,
    };
    Ok(Taraf { ariza, olc, izler })
}

/// The scenario `d` describes beside the same with schedule `ariza`.
pub fn karsilastir<D: Programlar>(
    d: &Degerler,
    ariza: &str,
) -> Result<Karsilastirma<D>, ProgramHatasi<ders::Hata>> {
    let ikinci = ikinci_degerler::<D>(d, ariza).map_err(ProgramHatasi::Kural)?;
    let birinci = taraf::<D>(d)?;
    // the second timing's refusals are about --karsilastir's value
    let bayrak = format!("--{}", KARSILASTIR.bayrak());
    let ikinci = taraf::<D>(&ikinci).map_err(|e| {
        ProgramHatasi::Kural(crate::yazilan::hata_iletisi(&e, &bayrak, Some(ariza)))
    })?;
    let mut farklar = Vec::new();
    let mut ayrilma = Vec::new();
    let sutunlar = birinci.izler.sutunlar.iter().zip(&ikinci.izler.sutunlar);
    let ozellikler = birinci.olc.ozellikler.sutunlar.iter().zip(&ikinci.olc.ozellikler.sutunlar);
    for ((a, b), (oa, ob)) in sutunlar.zip(ozellikler) {
        let (x, y) = (D::kosum(&a.secenek)?, D::kosum(&b.secenek)?);
        for o in D::OLCULER {
            let (p, q) = ((o.deger)(&x), (o.deger)(&y));
            if p != q {
                let (birinci, ikinci) = (p.to_string(), q.to_string());
                farklar.push(Fark {
                    sutun: a.ad.clone(),
                    olcu: o.ad.into(),
                    anlam: None,
                    birinci,
                    ikinci,
                });
            }
        }
        for (p, q) in oa.ozellikler.iter().zip(&ob.ozellikler) {
            if p.durum != q.durum {
                let (birinci, ikinci) = (
                    p.durum.okunus(p.iddia_edilir).to_string(),
                    q.durum.okunus(q.iddia_edilir).to_string(),
                );
                farklar.push(Fark {
                    sutun: a.ad.clone(),
                    olcu: p.ad.into(),
                    anlam: Some(p.anlam.into()),
                    birinci,
                    ikinci,
                });
            }
        }
        let (sa, sb) = (D::anlat(&a.secenek, &a.olaylar).1, D::anlat(&b.secenek, &b.olaylar).1);
        let i = (0..sa.len().max(sb.len())).find(|&i| sa.get(i) != sb.get(i));
        let satir = |s: &[String]| i.and_then(|i| s.get(i)).cloned().unwrap_or_default();
        let (birinci, ikinci) = (satir(&sa), satir(&sb));
        // the first point of the run that line tells
        let mut nokta = None;
        if let Some(i) = i {
            D::yuru(&a.secenek, &mut |n, _| {
                let bu = D::satiri(n, &sa) == Some(i);
                if bu {
                    nokta = Some(n);
                }
                !bu
            })?;
        }
        let cizelgede = nokta.map(|n| D::cizelgede(&a.secenek, n));
        let (sutun, satir) = (a.ad.clone(), i.map(|i| i + 1));
        ayrilma.push(Ayrilma { sutun, satir, birinci, ikinci, cizelgede });
    }
    Ok(Karsilastirma { birinci, ikinci, farklar, ayrilma })
}

impl<D: Programlar> Cikti for Karsilastirma<D> {
    fn rapor(&self) -> Rapor {
        let mut r = Rapor::default();
        let ad = |t: &Taraf<D>| match &t.ariza {
            Some(a) => format!("--ariza '{a}'"),
            None => "senaryonun kendi arıza sırası (--ariza verilmedi)".into(),
        };
        for (baslik, t) in [("birinci", &self.birinci), ("ikinci", &self.ikinci)] {
            r.satir(format!("== {baslik}: {}", ad(t)));
            for satir in t.olc.olc.rapor().duz().lines() {
                r.satir(satir.to_string());
            }
            r.bos();
        }
        r.satir("== farklar (ilk tablo ve özellikler)".to_string());
        if self.farklar.is_empty() {
            r.satir("  fark yok".to_string());
        }
        for f in &self.farklar {
            let ne = f.anlam.as_deref().unwrap_or(&f.olcu);
            r.satir(format!("  {}: {ne}: {} -> {}", f.sutun, f.birinci, f.ikinci));
        }
        r.bos();
        r.satir("== hikâyelerin ayrıldığı ilk satır".to_string());
        for a in &self.ayrilma {
            match a.satir {
                None => {
                    r.satir(format!("  {}: hikâyeler aynı", a.sutun));
                }
                Some(n) => {
                    r.satir(format!("  {}: {n}. satır", a.sutun));
                    r.satir(format!("    birinci: {}", a.birinci));
                    r.satir(format!("    ikinci:  {}", a.ikinci));
                }
            }
        }
        r
    }
}
