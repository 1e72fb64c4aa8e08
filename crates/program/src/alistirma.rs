//! Solving a lesson's "predict first" exercises ([`ders::Alistirma`]) with the program itself:
//! `olc` runs on the exercise's options, its JSON gives the figure, its story (`--iz`) the line
//! that decides it (and, for a "neden?" exercise, the answer: that line's round or job). The
//! answer is the program's, so it cannot go stale; an exercise whose figure or line is gone is
//! an error that names it.

use crate::komut::{kos, parca_argumanlari};
use ders::{Alistirma, Program, Programlar};
use serde::Serialize;

/// An exercise with its answer, as the page shows it once the reader has predicted.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Cozum {
    /// The run asked about, told from the options: what differs from the lesson's, the
    /// faults in Turkish.
    pub senaryo: String,
    /// The question.
    pub soru: String,
    /// The options, as a URL fragment (empty: the lesson's own).
    pub parca: String,
    /// The command that gives the same run.
    pub komut: String,
    /// The column of the first table the figure is read from.
    pub sutun: String,
    /// The figure's JSON key in that column's result.
    pub olcu: String,
    /// The answer, as the program prints it: the figure, or for a "neden?" exercise the
    /// deciding line's point.
    pub cevap: String,
    /// The story line that decides it (without its indent).
    pub satir: String,
    /// The story's lines that show why, as the explanation shows them: each line holding the
    /// deciding mark or one the exercise names besides, a long line cut to its point and the
    /// parts holding one (`tur  4: …; S7 indirim 1 tur gecikmeyle yeniden sürüldü; …`).
    pub satirlar: Vec<String>,
    /// The round of that line (`tur 11: ...`), where the story counts rounds.
    pub tur: Option<u32>,
    /// That line's point: its round, or the job of a story told job by job (`S3: ...`).
    pub nokta: Option<u32>,
    /// Whether the question asks for the point ("neden?") rather than the figure.
    pub neden: bool,
    /// What decides the answer, shown once the reader has answered.
    pub aciklama: String,
}

/// Exercise `a` of lesson `D`, solved by running `olc`; or why it cannot be (a figure or a story
/// line that is no longer there, options the program refuses).
pub fn coz<D: Programlar>(a: &Alistirma) -> Result<Cozum, String> {
    // every answer is a figure or a point: a question that opens with "neden" asks for a reason
    if cekirdek::turkce_harfsiz(&a.soru).to_lowercase().starts_with("neden") {
        return Err(format!(
            "{}: '{}': cevap bir sayıdır, soru 'Neden' ile açılmaz",
            D::AD,
            a.soru
        ));
    }
    let args = parca_argumanlari(&a.parca);
    let kosu = |ek: &str| {
        let tum: Vec<&str> = args.iter().map(String::as_str).chain([ek]).collect();
        let c = kos::<D>(Program::Olc, &tum);
        if c.kod == 0 { Ok(c.cikti) } else { Err(format!("{}: {}", a.parca, c.hata.trim_end())) }
    };
    let json: serde_json::Value =
        serde_json::from_str(&kosu("--json")?).map_err(|e| format!("olc --json: {e}"))?;
    let sutunlar = json["sutunlar"].as_array().cloned().unwrap_or_default();
    let sutun = sutunlar
        .iter()
        .find(|s| s["ad"] == a.sutun)
        .ok_or_else(|| format!("{}: ilk tabloda '{}' sütunu yok", D::AD, a.sutun))?;
    let deger = &sutun["olcum"][a.olcu.as_str()];
    if !deger.is_number() {
        return Err(format!("{}: '{}' sütununda '{}' ölçüsü yok", D::AD, a.sutun, a.olcu));
    }
    let hikaye = kosu("--iz")?;
    let baslik = format!("{}: ", a.sutun);
    let blok = hikaye
        .split("\n\n")
        .find(|b| b.starts_with(&baslik))
        .ok_or_else(|| format!("{}: hikâyede '{}' bloğu yok", D::AD, a.sutun))?;
    let satir = blok
        .lines()
        .skip(1)
        .map(str::trim)
        // the claims' marks (`»`) are the program's words about the run, not the run's
        .filter(|s| !s.starts_with(ders::ozellik::ISARET))
        .find(|s| s.contains(a.isaret.as_str()))
        .ok_or_else(|| format!("{}: '{}' hikâyesinde '{}' yok", D::AD, a.sutun, a.isaret))?;
    // the point: the last number before the line's first colon (`tur 11:`, `S3:`); a round
    // where the story counts rounds
    let nokta: Option<u32> = satir.split_once(':').and_then(|(bas, _)| {
        bas.split(|c: char| !c.is_ascii_digit()).rfind(|r| !r.is_empty())?.parse().ok()
    });
    let tur = nokta.filter(|_| satir.starts_with("tur"));
    let cevap = if a.neden {
        nokta
            .ok_or_else(|| format!("{}: '{satir}' satırının turu ya da işi yok", D::AD))?
            .to_string()
    } else {
        deger.to_string()
    };
    // the deciding line, and those the exercise names besides
    let isaretler: Vec<&str> =
        std::iter::once(&a.isaret).chain(&a.gosterilen).map(String::as_str).collect();
    let satirlar = gosterilenler(blok, &isaretler);
    let nokta_metni = nokta.map(|n| n.to_string()).unwrap_or_default();
    let aciklama = a.aciklama.replace("{cevap}", &cevap).replace("{nokta}", &nokta_metni);
    let mut komut = format!("cargo run -p {} --bin olc", D::AD);
    if !args.is_empty() {
        komut = format!("{komut} -- {}", args.join(" "));
    }
    Ok(Cozum {
        senaryo: senaryo::<D>(&a.parca)?,
        soru: a.soru.to_string(),
        parca: a.parca.to_string(),
        komut,
        sutun: a.sutun.to_string(),
        olcu: a.olcu.to_string(),
        cevap,
        satir: satir.to_string(),
        satirlar,
        tur,
        nokta,
        neden: a.neden,
        aciklama,
    })
}

/// The lines of a column's story block (`blok`, its heading first) that hold one of `isaretler`,
/// the claims' marks left out. A line told in many parts (`tur  4: a; b; c; d; e`) keeps its
/// point and only the parts holding one, each run of the others shown as `…`; a shorter line is
/// whole.
fn gosterilenler(blok: &str, isaretler: &[&str]) -> Vec<String> {
    /// Parts of a line above which only those holding a mark are shown.
    const UZUN: usize = 3;
    let tutan = |s: &str| isaretler.iter().any(|i| s.contains(i));
    blok.lines()
        .skip(1)
        .map(str::trim)
        .filter(|s| !s.starts_with(ders::ozellik::ISARET) && tutan(s))
        .map(|s| match s.split_once(": ") {
            Some((bas, govde))
                if govde.split("; ").count() > UZUN && govde.split("; ").any(tutan) =>
            {
                // each run of parts left out is one "…", so the cut shows
                let mut parcalar: Vec<&str> = Vec::new();
                for p in govde.split("; ") {
                    match tutan(p) {
                        true => parcalar.push(p),
                        false if parcalar.last() != Some(&"…") => parcalar.push("…"),
                        false => {}
                    }
                }
                format!("{bas}: {}", parcalar.join("; "))
            }
            _ => s.to_string(),
        })
        .collect()
}

/// The run of fragment `parca` told against the lesson's, in a sentence written for the page:
/// each option that differs with the lesson's value (`--kira 8 (derste 3)`), then the faults
/// the run has: the lesson's, those written instead (`dersin arızaları yerine yalnız S3 işi
/// ...`), or the lesson's schedule as an option that shapes it changes it (lider's
/// `--duraklama`), told from the schedule the run uses ([`ders::Cizelge::arizalar`]). Or why a
/// part names no option of `olc`, or a schedule it cannot read.
pub fn senaryo<D: Programlar>(parca: &str) -> Result<String, String> {
    let tanimlar = ders::tanimlar::<D>(Program::Olc);
    let mut secenekler = Vec::new();
    let mut ariza = None;
    let mut bicimleyen = false;
    for (bayrak, deger) in crate::yazilan::parcala(parca) {
        if bayrak == ders::secenek::ARIZA_ADI {
            ariza = Some(deger);
            continue;
        }
        let t = tanimlar.iter().find(|t| t.bayrak() == bayrak).ok_or_else(|| {
            format!("{}: '{parca}' parçasında olc'un '--{bayrak}' seçeneği yok", D::AD)
        })?;
        bicimleyen |= D::ARIZAYLA_DUSEN.contains(&t.ad());
        secenekler.push(if deger.is_empty() {
            format!("--{bayrak}")
        } else {
            format!("--{bayrak} {deger} (derste {})", t.varsayilan())
        });
    }
    let mut metin = if secenekler.is_empty() {
        "Dersin seçenekleri.".to_string()
    } else {
        format!("Dersin seçenekleri, şu farkla: {}.", secenekler.join("; "))
    };
    let anlat = |a: &str| D::ariza_anlatimi(a).map_err(|e| format!("{}: '{parca}': {e}", D::AD));
    let d = crate::komut::parcayi_oku::<D>(Program::Olc, parca).map_err(|(_, e)| e)?;
    metin += &match (ariza, D::arizalar(&D::Taban::from(&d))) {
        (Some(a), _) => {
            format!(" Arızalar: dersin arızaları yerine yalnız {}.", anlat(&a)?.join("; "))
        }
        (None, Some(a)) if bicimleyen => {
            format!(" Arızalar: dersin arıza sırası bu seçenekle {}.", anlat(&a)?.join("; "))
        }
        (None, _) => " Arızalar dersinkiler.".to_string(),
    };
    Ok(metin)
}

#[cfg(test)]
mod tests {
    use super::gosterilenler;

    /// A long line keeps its point and the marked parts; each run of the parts left out shows
    /// as one `…`. A short line, and a line with no marked part, stay whole.
    #[test]
    fn uzun_satir_kesildigini_gosterir() {
        let blok =
            "yalin: 5 düğüm\n  tur  4: a; B1; c; d; B2\n  tur  5: B3; e\n  tur  6: f; g; h; i\n";
        assert_eq!(gosterilenler(blok, &["B"]), ["tur  4: …; B1; …; B2", "tur  5: B3; e"],);
        assert_eq!(gosterilenler(blok, &["tur  6"]), ["tur  6: f; g; h; i"]);
    }
}
