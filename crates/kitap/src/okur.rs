//! `--sina`'s reader step: whether every reader can use the book. The book's one driver
//! (`surucu/okur.mjs`) reports what it saw; this module decides. It types Turkish searches into
//! the book's search box, opens the lesson pages from the folder (`file://`), reads them and the
//! print page without JavaScript, runs axe-core on every page with its panel built, and uses
//! each lesson's panel from the keyboard alone.

use crate::{Hata, sina_plani};
use ders::Program;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// Queries that must find the same sections: with and without Turkish letters, in any case
/// (`ı`/`I` and `i`/`İ` among them).
const ESDEGER_ARAMALAR: [&[&str]; 4] = [
    &["düğüm", "dugum", "DÜĞÜM", "DUGUM"],
    &["çitleme", "citleme", "CITLEME", "ÇİTLEME"],
    &["ızgara", "izgara", "IZGARA", "Izgara"],
    &["iddia", "İDDİA", "IDDIA"],
];

/// A stem whose inflected forms a search must find (prefix match): `kira` finds `kirası`.
const KOK: (&str, [&str; 4]) = ("kira", ["kirası", "kiranın", "kirayı", "kiraya"]);

/// The book's pages axe-core reads: every chapter (mdBook's own 404 and table-of-contents frame
/// aside; the print page is read without JavaScript).
fn sayfalar(site: &Path) -> Result<Vec<String>, Hata> {
    let oku = std::fs::read_dir(site).map_err(|e| Hata(format!("{}: {e}", site.display())))?;
    let mut s: Vec<String> = oku
        .filter_map(Result::ok)
        .filter_map(|g| g.file_name().into_string().ok())
        .filter(|a| {
            a.ends_with(".html") && !["404.html", "toc.html", "print.html"].contains(&a.as_str())
        })
        .collect();
    s.sort();
    Ok(s)
}

/// What the driver does as readers: the pages axe-core reads, the lesson pages, the searches,
/// and each lesson's keyboard session with the value it types.
#[derive(Serialize)]
pub struct OkurPlani {
    sayfalar: Vec<String>,
    dersler: Vec<&'static str>,
    aramalar: Vec<&'static str>,
    klavye: Vec<Klavye>,
}

#[derive(Serialize)]
struct Klavye {
    ders: &'static str,
    deger: &'static str,
}

#[derive(Debug, Deserialize)]
struct Bulunan {
    adres: String,
    metin: String,
}

#[derive(Debug, Deserialize)]
struct Arama {
    sorgu: String,
    bulunan: Vec<Bulunan>,
}

#[derive(Debug, Deserialize)]
struct Dosyadan {
    ders: String,
    metin: Option<String>,
    hatalar: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct Duragan {
    ders: String,
    metin: Option<String>,
    svg: usize,
    /// How many `<pre>` of the page hold the first table (it must show once).
    tablo: usize,
    /// The answers of the exercises the page shows (behind a disclosure; open in print).
    cevaplar: Vec<Option<String>>,
}

#[derive(Debug, Deserialize)]
struct Ihlal {
    kimlik: String,
    etki: Option<String>,
    yardim: String,
    yerler: Vec<String>,
}

#[derive(Debug, Deserialize)]
struct AxeSayfasi {
    sayfa: String,
    ihlaller: Vec<Ihlal>,
}

#[derive(Debug, Deserialize)]
struct Odak {
    id: String,
    tur: String,
    secili: bool,
    etiket: Option<String>,
    gorunur: bool,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct KlavyeRaporu {
    ders: String,
    radyo: Option<Odak>,
    hesap: Option<Odak>,
    sayfa_ayni: bool,
    kaydirma_ayni: bool,
    /// The same at a phone's width on a scrolling region outside the panel, if the page has one.
    sayfa_kaydirma_ayni: Option<bool>,
    program: String,
    alan: Option<Odak>,
    degisti: bool,
    canli: Vec<String>,
}

/// What the driver saw as readers.
#[derive(Debug, Deserialize)]
pub struct OkurRaporu {
    aramalar: Vec<Arama>,
    dosyadan: Vec<Dosyadan>,
    jssiz: Vec<Duragan>,
    baski: Vec<Duragan>,
    axe: Vec<AxeSayfasi>,
    klavye: Vec<KlavyeRaporu>,
}

/// The readers' plan for the site built into `site`: every page, every lesson of the list.
pub fn plan(site: &Path) -> Result<OkurPlani, Hata> {
    let mut aramalar: Vec<&str> = ESDEGER_ARAMALAR.iter().flat_map(|g| g.iter().copied()).collect();
    aramalar.push(KOK.0);
    Ok(OkurPlani {
        sayfalar: sayfalar(site)?,
        dersler: dersler::DERSLER.iter().map(|d| d.ad()).collect(),
        aramalar,
        klavye: dersler::DERSLER
            .iter()
            .map(|d| Klavye { ders: d.ad(), deger: &sina_plani::plani(*d).klavye })
            .collect(),
    })
}

/// What the readers saw, judged; prints what was tried and returns the problems found.
pub fn yargila(r: &OkurRaporu) -> Vec<String> {
    let mut sorunlar = arama(&r.aramalar);
    sorunlar.extend(duragan(r));
    sorunlar.extend(axe(&r.axe));
    let adlar: Vec<&str> = r.klavye.iter().map(|k| k.ders.as_str()).collect();
    let liste: Vec<&str> = dersler::DERSLER.iter().map(|d| d.ad()).collect();
    if adlar != liste {
        sorunlar.push(format!("klavye: {adlar:?} dersleri denendi, {liste:?} bekleniyordu"));
    }
    for k in &r.klavye {
        sorunlar.extend(klavye(k));
    }
    sorunlar
}

/// The section a result points at, without the highlight the query adds.
fn bolum(adres: &str) -> String {
    let (yol, capa) = adres.split_once('#').unwrap_or((adres, ""));
    format!("{}#{capa}", yol.split('?').next().unwrap_or(yol))
}

/// Equivalent queries find the same sections, and something; the stem finds inflected forms.
fn arama(aramalar: &[Arama]) -> Vec<String> {
    let mut sorunlar = Vec::new();
    let bul = |s: &str| aramalar.iter().find(|a| a.sorgu == s);
    for grup in ESDEGER_ARAMALAR {
        let ilk =
            bul(grup[0]).map(|a| a.bulunan.iter().map(|b| bolum(&b.adres)).collect::<Vec<_>>());
        let Some(ilk) = ilk.filter(|b| !b.is_empty()) else {
            sorunlar.push(format!("arama '{}': sonuç yok", grup[0]));
            continue;
        };
        for sorgu in &grup[1..] {
            let bu: Vec<String> = bul(sorgu)
                .map(|a| a.bulunan.iter().map(|b| bolum(&b.adres)).collect())
                .unwrap_or_default();
            if bu != ilk {
                sorunlar.push(format!(
                    "arama '{sorgu}' '{}' ile aynı bölümleri bulmadı ({} ve {} sonuç)",
                    grup[0],
                    bu.len(),
                    ilk.len()
                ));
            }
        }
    }
    let metin: String = bul(KOK.0)
        .map(|a| a.bulunan.iter().map(|b| b.metin.as_str()).collect())
        .unwrap_or_default();
    let cekimli: Vec<&str> = KOK.1.iter().copied().filter(|c| metin.contains(c)).collect();
    if cekimli.is_empty() {
        sorunlar.push(format!(
            "arama '{}': çekimli biçimlerinden ({}) hiçbiri bulunmadı",
            KOK.0,
            KOK.1.join(", ")
        ));
    }
    println!(
        "arama: {} sorgu ({} eşdeğer grup, her grup aynı bölümleri buldu: {}); '{}' {} buldu",
        aramalar.len(),
        ESDEGER_ARAMALAR.len(),
        ESDEGER_ARAMALAR
            .iter()
            .map(|g| format!("{} {}", g[0], bul(g[0]).map_or(0, |a| a.bulunan.len())))
            .collect::<Vec<_>>()
            .join(", "),
        KOK.0,
        cekimli.join(", ")
    );
    sorunlar
}

/// From the folder the panels run, and without JavaScript (and on the print page) each lesson
/// page shows what `olc` prints, with its timeline.
fn duragan(r: &OkurRaporu) -> Vec<String> {
    let mut sorunlar = Vec::new();
    let cli = |ders: &str| {
        dersler::bul(ders).map(|d| d.calistir(Program::Olc, &[]).cikti).unwrap_or_default()
    };
    for d in dersler::DERSLER {
        let ad = d.ad();
        let beklenen = cli(ad);
        match r.dosyadan.iter().find(|x| x.ders == ad) {
            Some(x) if x.metin.as_deref() == Some(beklenen.as_str()) && x.hatalar.is_empty() => {}
            x => sorunlar.push(format!("{ad}: klasörden (file://) açılan panel: {x:?}")),
        }
        for (ne, liste) in [("JavaScript'siz sayfa", &r.jssiz), ("baskı sayfası", &r.baski)] {
            match liste.iter().find(|x| x.ders == ad) {
                Some(x) if x.metin.as_deref() == Some(beklenen.as_str()) && x.svg >= 1 => {}
                x => sorunlar.push(format!("{ad}: {ne}: olc'un tabloları ve çizelgesi yok: {x:?}")),
            }
            // each exercise with the program's answer, and the table once
            let cevaplar: Vec<Option<String>> = d
                .alistirmalar()
                .into_iter()
                .flatten()
                .map(|c| Some(format!("Cevap: {}.", c.cevap)))
                .collect();
            match liste.iter().find(|x| x.ders == ad) {
                Some(x) if x.cevaplar == cevaplar && x.tablo == 1 => {}
                x => sorunlar.push(format!(
                    "{ad}: {ne}: alıştırmalar {cevaplar:?} ya da tek tablo bekleniyordu: {x:?}"
                )),
            }
        }
    }
    println!(
        "klasörden, JavaScript'siz ve baskı sayfasında: {} ders sayfası, tablolar CLI ile karşılaştırıldı, her tablo bir kez, alıştırmaların cevapları programınkiyle",
        dersler::DERSLER.len()
    );
    sorunlar
}

/// The built lesson pages name no claim by its identifier (`citlemeyle_tek_kabul`): a student
/// reads a claim's meaning. Scripts, styles and tags are left out, and so is an author-facing
/// disclosure (`<details class="yazar">`); the identifiers are those `olc --json` gives.
pub fn iddia_adlari(site: &Path) -> Vec<String> {
    let mut sorunlar = Vec::new();
    for d in dersler::DERSLER {
        let ad = d.ad();
        let json = d.calistir(Program::Olc, &["--json"]).cikti;
        let j: serde_json::Value = serde_json::from_str(&json).unwrap_or_default();
        let mut adlar: Vec<String> = j["ozellikler"]["sutunlar"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|s| s["ozellikler"].as_array().cloned().unwrap_or_default())
            .filter_map(|o| o["ad"].as_str().map(String::from))
            .collect();
        adlar.sort();
        adlar.dedup();
        if adlar.is_empty() {
            sorunlar.push(format!("{ad}: olc --json özellik adı vermedi"));
            continue;
        }
        let Ok(html) = std::fs::read_to_string(site.join(format!("{ad}.html"))) else {
            sorunlar.push(format!("{ad}: kurulan sayfa okunamadı"));
            continue;
        };
        let metin = gorunen_metin(&html);
        for o in adlar.iter().filter(|o| metin.contains(o.as_str())) {
            sorunlar.push(format!("{ad}.html: '{o}' özelliği adıyla anılıyor, anlamıyla değil"));
        }
    }
    sorunlar
}

/// The text a reader sees in `html`: without scripts, styles, author-facing disclosures and tags.
fn gorunen_metin(html: &str) -> String {
    let mut m = html.to_string();
    for (bas, son) in [
        ("<script", "</script>"),
        ("<style", "</style>"),
        ("<details class=\"yazar\"", "</details>"),
    ] {
        while let Some(i) = m.find(bas) {
            let j = m[i..].find(son).map_or(m.len(), |j| i + j + son.len());
            m.replace_range(i..j, " ");
        }
    }
    let mut metin = String::with_capacity(m.len());
    let mut etikette = false;
    for c in m.chars() {
        match c {
            '<' => etikette = true,
            '>' if etikette => etikette = false,
            c if !etikette => metin.push(c),
            _ => {}
        }
    }
    metin
}

/// No serious or critical axe-core finding on any page; the rest are counted.
fn axe(sayfalar: &[AxeSayfasi]) -> Vec<String> {
    let mut sorunlar = Vec::new();
    let mut hafif = std::collections::BTreeMap::<String, usize>::new();
    for s in sayfalar {
        for i in &s.ihlaller {
            match i.etki.as_deref() {
                Some("serious" | "critical") => sorunlar.push(format!(
                    "axe {}: {} ({}): {} [{}]",
                    s.sayfa,
                    i.kimlik,
                    i.etki.as_deref().unwrap_or("?"),
                    i.yardim,
                    i.yerler.join(", ")
                )),
                e => *hafif.entry(format!("{} ({})", i.kimlik, e.unwrap_or("?"))).or_default() += 1,
            }
        }
    }
    println!(
        "axe-core: {} sayfa, {} ciddi ya da kritik ihlal; hafif ve orta: {}",
        sayfalar.len(),
        sorunlar.len(),
        if hafif.is_empty() {
            "yok".to_string()
        } else {
            hafif.iter().map(|(k, n)| format!("{k} {n} sayfada")).collect::<Vec<_>>().join(", ")
        }
    );
    sorunlar
}

/// The keyboard session: Tab reaches the program switch, real radio buttons; the arrow keys
/// switch the program without leaving the page; Tab reaches a labelled field; typing changes
/// the tables; focus is visible throughout; the tables' changes are announced.
fn klavye(k: &KlavyeRaporu) -> Vec<String> {
    let ders = k.ders.as_str();
    let mut sorunlar = Vec::new();
    let mut bak = |tamam: bool, ne: &str| {
        if !tamam {
            sorunlar.push(format!("klavye ({ders}): {ne}: {k:?}"));
        }
    };
    let radyo = k.radyo.as_ref();
    bak(
        radyo.is_some_and(|o| o.tur == "radio" && o.secili && o.gorunur),
        "Tab programı seçen radyo düğmesine varmadı ya da odak görünmüyor",
    );
    let hesap = k.hesap.as_ref();
    bak(
        hesap.is_some_and(|o| o.id == format!("panel-{ders}-hesap") && o.secili && o.gorunur)
            && k.program == "hesap",
        "sağ ok hesap'ı seçmedi",
    );
    bak(k.sayfa_ayni, "ok tuşu sayfayı değiştirdi (mdBook'un bölüm kısayolu)");
    bak(k.kaydirma_ayni, "panelin kaydırılan tablosunda ok tuşu sayfayı değiştirdi");
    bak(
        k.sayfa_kaydirma_ayni == Some(true),
        "telefon genişliğinde sayfanın kaydırılan bir kod bloğunda ya da tablosunda ok tuşu \
         sayfayı değiştirdi (ya da öyle bir yer yok)",
    );
    let alan = k.alan.as_ref();
    bak(
        alan.is_some_and(|o| o.gorunur && o.etiket.as_deref().is_some_and(|e| e.contains("--"))),
        "Tab bayrağını ve anlamını söyleyen etiketli bir alana varmadı",
    );
    bak(k.degisti, "klavyeyle yazılan değer tabloları değiştirmedi");
    bak(
        k.canli.iter().any(|c| c == &format!("panel-{ders}-duyuru")),
        "tabloların değiştiği duyurulmuyor (aria-live)",
    );
    println!(
        "klavye ({ders}): Tab ile program seçimi, oklarla hesap, Tab ile '{}', yazınca tablo değişti: {}",
        alan.and_then(|o| o.etiket.as_deref()).unwrap_or("?"),
        if k.degisti { "evet" } else { "hayır" }
    );
    sorunlar
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A claim named by its identifier in a page's text is found; in a script, a style or an
    /// author-facing disclosure it is not.
    #[test]
    fn ozellik_adi_gorunen_metinde_bulunur() {
        let klasor = std::env::temp_dir().join(format!("kitap-okur-{}", std::process::id()));
        std::fs::create_dir_all(&klasor).unwrap();
        let mut adlar = Vec::new();
        for (i, d) in dersler::DERSLER.iter().enumerate() {
            let j: serde_json::Value =
                serde_json::from_str(&d.calistir(Program::Olc, &["--json"]).cikti).unwrap();
            let ad = j["ozellikler"]["sutunlar"][0]["ozellikler"][0]["ad"].as_str().unwrap();
            adlar.push(ad.to_string());
            let sayfa = if i == 0 {
                format!("<p>Özellik <code>{ad}</code> bozuldu</p>")
            } else {
                format!(
                    "<script>var a = '{ad}';</script><details class=\"yazar\"><summary>Yazar \
                     için</summary><code>{ad}</code></details><p>anlamı</p>"
                )
            };
            std::fs::write(klasor.join(format!("{}.html", d.ad())), sayfa).unwrap();
        }
        let sorunlar = iddia_adlari(&klasor);
        std::fs::remove_dir_all(&klasor).unwrap();
        let ilk = dersler::DERSLER[0].ad();
        assert_eq!(sorunlar.len(), 1, "{sorunlar:?}");
        assert!(sorunlar[0].starts_with(&format!("{ilk}.html: '{}'", adlar[0])), "{sorunlar:?}");
    }
}
