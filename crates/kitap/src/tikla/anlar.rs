//! `--sina`'s `Dersle birlikte`: the lesson's moments as the page showed them, held against `olc
//! --iz --json` (`program::an`): the page opens on the first moment without touching the
//! address; `Sonraki an` reaches every moment in order, each at its stop, with each column's
//! line and the figures its sentence names as the command line gives them, its `ayrilik.md`
//! link where it has one, on screen; the sentence shown is the one its locator names where the
//! book was built beside the lesson texts, else the locator; `Önceki an` goes back one. How many
//! presses `Sonraki değişiklik` takes across the run is reported.

use crate::anlar::{Cumleler, anahtar};
use dersler::DersKaydi;
use serde::Deserialize;
use serde_json::Value;

/// A moment as the page showed it.
#[derive(Debug, Deserialize)]
pub(super) struct AnGorulen {
    /// Its place among the moments (from 0), NaN where none is shown.
    an: Option<f64>,
    nokta: Option<f64>,
    yer: String,
    /// The sentence, or the locator where the book has no texts.
    cumle: Option<String>,
    konum: Option<String>,
    /// Per column: its label, the story line marked.
    satirlar: Vec<(String, Option<String>)>,
    /// Per figure: column, row label, value.
    rakamlar: Vec<(String, String, u32)>,
    ayrilik: Option<String>,
    gorunur: bool,
    parca: String,
}

/// `Dersle birlikte` on the page: as it opened, each moment `Sonraki an` reached, and the
/// moment `Önceki an` went back to.
#[derive(Debug, Deserialize)]
pub(super) struct Anlar {
    acilis: AnGorulen,
    gezilen: Vec<AnGorulen>,
    onceki: Option<AnGorulen>,
    /// The cells the claims' first points framed on the lesson's own run: column, round, key.
    cerceveli: Vec<Hucre>,
}

/// A cell of the timeline: its column, round and key.
type Hucre = (String, Option<String>, Option<String>);

/// The cells the page framed for the claims' first points on the lesson's own run (`a`),
/// against `olc --json`: for each claim with a point, the cells of its deciding events where
/// the lesson names them, else every cell (of `hucreler`, the timeline's) at the point.
fn cerceveler(d: &dyn DersKaydi, a: &Anlar, hucreler: &[Hucre]) -> Vec<String> {
    let json = d.calistir(ders::Program::Olc, &["--json"]).cikti;
    let Ok(j) = serde_json::from_str::<Value>(&json) else {
        return vec!["çerçeveler: olc --json okunmadı".into()];
    };
    let mut beklenen: Vec<Hucre> = Vec::new();
    for s in j["ozellikler"]["sutunlar"].as_array().into_iter().flatten() {
        let sutun = metin(&s["sutun"]);
        for o in s["ozellikler"].as_array().into_iter().flatten() {
            let yer = &o["nokta"];
            let karar: Vec<&str> = yer["hucreler"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|h| h.as_str())
                .collect();
            let tur = yer["cizelgede"]["tur"].as_u64().map(|t| t.to_string());
            let kimlik = yer["cizelgede"]["hucre"].as_str();
            beklenen.extend(
                hucreler
                    .iter()
                    .filter(|(c, t, k)| {
                        *c == sutun
                            && match karar.is_empty() {
                                false => k.as_deref().is_some_and(|k| karar.contains(&k)),
                                true => {
                                    (tur.is_some() && *t == tur)
                                        || (kimlik.is_some() && k.as_deref() == kimlik)
                                }
                            }
                    })
                    .cloned(),
            );
        }
    }
    let mut gorulen = a.cerceveli.clone();
    beklenen.sort();
    beklenen.dedup();
    gorulen.sort();
    gorulen.dedup();
    println!(
        "{}: kırmızı çerçeveli {} hücre olc --json'un karar olaylarıyla karşılaştırıldı",
        d.ad(),
        gorulen.len()
    );
    if gorulen == beklenen {
        Vec::new()
    } else {
        vec![format!("çerçeveler: sayfa {gorulen:?}, olc --json {beklenen:?}")]
    }
}

/// The problems of lesson `d`'s moments on the page `a` (its sentences `cumleler` where the
/// book has them) and of its framed cells ([`cerceveler`]; `hucreler`: the timeline's), after a line that says what was compared and how many presses of `Sonraki
/// değişiklik` crossed the run (`basis`: presses, stops).
pub(super) fn anlar(
    d: &dyn DersKaydi,
    a: &Anlar,
    hucreler: &[Hucre],
    cumleler: &Cumleler,
    basis: (usize, usize),
) -> Vec<String> {
    let mut sorunlar = sorunlar(d, a, cumleler);
    let kaynak = match cumleler.contains_key(d.ad()) {
        true => "ders metninin cümleleriyle",
        false => "cümlelerin yerleriyle: ders metinleri yok",
    };
    println!(
        "{}: dersle birlikte: {} an CLI ile karşılaştırıldı ({kaynak}), {} sorun; \"Sonraki \
         değişiklik\" koşumu {} basışta geçiyor ({} durak)",
        d.ad(),
        d.anlar().len(),
        sorunlar.len(),
        basis.0,
        basis.1
    );
    sorunlar.extend(cerceveler(d, a, hucreler));
    sorunlar
}

fn sorunlar(d: &dyn DersKaydi, a: &Anlar, cumleler: &Cumleler) -> Vec<String> {
    let mut sorunlar = Vec::new();
    let iz = d.calistir(ders::Program::Olc, &["--iz", "--json"]).cikti;
    let Ok(iz) = serde_json::from_str::<Value>(&iz) else {
        return vec!["anlar: olc --iz --json okunmadı".into()];
    };
    let beklenen = iz["yuruyus"]["anlar"].as_array().cloned().unwrap_or_default();
    if beklenen.len() != d.anlar().len() {
        sorunlar.push(format!("anlar: CLI {} an, ders {}", beklenen.len(), d.anlar().len()));
    }
    if beklenen.is_empty() {
        return sorunlar;
    }
    let ilk = beklenen[0]["nokta"].as_f64();
    if a.acilis.an != Some(0.0) || a.acilis.nokta != ilk || !a.acilis.parca.is_empty() {
        sorunlar.push(format!(
            "anlar: sayfa ilk anda açılmadı ({:?} an, {:?} nokta, adres '{}'), CLI {ilk:?}",
            a.acilis.an, a.acilis.nokta, a.acilis.parca
        ));
    }
    if a.gezilen.len() != beklenen.len() {
        sorunlar.push(format!(
            "anlar: 'Sonraki an' {} an gezdi, CLI {}",
            a.gezilen.len(),
            beklenen.len()
        ));
    }
    let dersin = cumleler.get(d.ad());
    for (i, ((g, b), tanim)) in a.gezilen.iter().zip(&beklenen).zip(d.anlar()).enumerate() {
        let yer = format!("an {} ({})", i + 1, tanim.yer.okunus());
        // each moment "Sonraki an" reached is on screen (the page opens at its top)
        if g.an != Some(i as f64) || g.nokta != b["nokta"].as_f64() || (i > 0 && !g.gorunur) {
            sorunlar.push(format!(
                "{yer}: sayfa {:?}. an, nokta {:?}, ekranda {}; CLI nokta {}",
                g.an, g.nokta, g.gorunur, b["nokta"]
            ));
        }
        // the sentence itself where the book has the texts, else its place in the text
        let cumle = dersin.and_then(|c| c.get(&anahtar(&tanim.yer)));
        let istenen = cumle.cloned().unwrap_or_else(|| tanim.yer.okunus());
        if g.cumle.as_deref() != Some(istenen.as_str())
            || g.konum.as_deref() != Some(tanim.yer.okunus().as_str())
        {
            sorunlar.push(format!("{yer}: sayfadaki cümle {:?}, beklenen {istenen:?}", g.cumle));
        }
        let satirlar: Vec<(String, Option<String>)> = b["sutunlar"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|s| (metin(&s["sutun"]), s["satir"].as_str().map(String::from)))
            .collect();
        if g.satirlar != satirlar {
            sorunlar.push(format!("{yer}: satırlar {:?}, CLI {satirlar:?}", g.satirlar));
        }
        let rakamlar: Vec<(String, String, u32)> = b["rakamlar"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|r| {
                (metin(&r["sutun"]), metin(&r["olcu"]), r["deger"].as_u64().unwrap_or(0) as u32)
            })
            .collect();
        let mut gorulen = g.rakamlar.clone();
        let mut istenen = rakamlar;
        gorulen.sort();
        istenen.sort();
        if gorulen != istenen {
            sorunlar.push(format!("{yer}: sayılar {gorulen:?}, CLI {istenen:?}"));
        }
        let ayrilik = b["ayrilik"].as_str().map(|y| y.replace(".md", ".html"));
        let uyar = match (&g.ayrilik, &ayrilik) {
            (Some(h), Some(y)) => h.ends_with(y.as_str()),
            (None, None) => true,
            _ => false,
        };
        if !uyar {
            sorunlar.push(format!("{yer}: ayrılık bağlantısı {:?}, CLI {ayrilik:?}", g.ayrilik));
        }
        if g.yer.is_empty() {
            sorunlar.push(format!("{yer}: anın başlığı boş"));
        }
    }
    let sondan_bir = beklenen.len().checked_sub(2).map(|i| i as f64);
    if beklenen.len() > 1 && a.onceki.as_ref().and_then(|o| o.an) != sondan_bir {
        sorunlar.push(format!(
            "anlar: 'Önceki an' {:?}. ana gitti, {sondan_bir:?} bekleniyordu",
            a.onceki.as_ref().and_then(|o| o.an)
        ));
    }
    sorunlar
}

fn metin(v: &Value) -> String {
    v.as_str().unwrap_or_default().to_string()
}
