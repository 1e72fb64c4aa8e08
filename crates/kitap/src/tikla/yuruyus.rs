//! `--sina`'s walk: the points the page stepped through, against the command line (`olc --iz
//! --json`'s walk, and `olc` cut at each stop).

use super::{anlar, olc};
use dersler::DersKaydi;
use serde::Deserialize;

/// A point of the walk as the page showed it.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct YuruyusNoktasi {
    nokta: u32,
    /// The line that says which stop this is.
    yer: String,
    parca: String,
    /// Per column: its label, the point's name in it, the story line marked.
    satirlar: Vec<(String, String, Option<String>)>,
    /// The figures so far, row by row.
    rakamlar: Vec<Vec<u32>>,
    /// The claims named as changing: column, identifier.
    degisenler: Vec<(String, String)>,
    /// The cursor's cells: column, round, key.
    imlec: Vec<(String, Option<String>, Option<String>)>,
    sure: f64,
    odak_icinde: bool,
    /// What the walk says where the picture draws no cursor; the picture's heading; the
    /// command it shows.
    imlec_notu: String,
    resim_adi: String,
    komut: String,
}

/// The walk on the page: every point by the keys, one ← back, play and pause by space, a link
/// to a point and one to no point, the print list, and → outside the walk.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct Yuruyus {
    pub(super) noktalar: Vec<YuruyusNoktasi>,
    geri: YuruyusNoktasi,
    oynat: Vec<Option<String>>,
    bag: BagNoktasi,
    kotu: BagNoktasi,
    baski: Baski,
    bolum: (String, String),
    /// Every cell of the timeline: column, round, key.
    pub(super) hucreler: Vec<(String, Option<String>, Option<String>)>,
    /// `Dersle birlikte` moment by moment; how many presses of `Sonraki değişiklik` cross the run.
    pub(super) anlar: anlar::Anlar,
    pub(super) degisim_basisi: usize,
}

/// The walk after a link with `nokta=`.
#[derive(Debug, Deserialize)]
struct BagNoktasi {
    nokta: u32,
    ileti: String,
}

/// The walk's list of stops as print shows it.
#[derive(Debug, Deserialize)]
struct Baski {
    gorunur: bool,
    durak: usize,
}

/// The walk the page stepped through, against the command line: every point of `olc --iz
/// --json`'s walk reached in order; at each, the figures and the story lines (in each column's
/// block) those of `olc` cut there (`--tur N`, a written schedule cut too; akis `--dur N`), the
/// claims changing those `olc --json` decides there, the cursor on the point's cells; the keys,
/// links and print list as they should be. The step's time is reported, never failed on.
pub(super) fn yuruyus(d: &dyn DersKaydi, y: &Yuruyus) -> (Vec<String>, String) {
    let mut sorunlar = Vec::new();
    let calis = |a: &[&str]| d.calistir(ders::Program::Olc, a).cikti;
    let Ok(iz) = serde_json::from_str::<serde_json::Value>(&calis(&["--iz", "--json"])) else {
        return (vec!["yürüyüş: olc --iz --json okunmadı".into()], "ölçülmedi".into());
    };
    let Ok(json) = serde_json::from_str::<serde_json::Value>(&calis(&["--json"])) else {
        return (vec!["yürüyüş: olc --json okunmadı".into()], "ölçülmedi".into());
    };
    let w = &iz["yuruyus"];
    let duraklar = w["duraklar"].as_array().cloned().unwrap_or_default();
    let noktalar: Vec<u64> = duraklar.iter().filter_map(|d| d["nokta"].as_u64()).collect();
    let gezilen: Vec<u64> = y.noktalar.iter().map(|n| u64::from(n.nokta)).collect();
    if gezilen != noktalar {
        sorunlar.push(format!("yürüyüş: sayfa {gezilen:?} noktalarını gezdi, CLI {noktalar:?}"));
    }
    let sutunlar = json["ozellikler"]["sutunlar"].as_array().cloned().unwrap_or_default();
    for (i, (n, durak)) in y.noktalar.iter().zip(&duraklar).enumerate() {
        let yer = format!("yürüyüş, nokta {}", n.nokta);
        // the stop's place in the walk, and the value its link and command name it by
        let basi = format!(
            "Durak {} / {} (--{} {}): ",
            i + 1,
            duraklar.len(),
            w["kesen"].as_str().unwrap_or_default(),
            n.nokta
        );
        if !n.yer.starts_with(&basi) {
            sorunlar.push(format!("{yer}: '{}' '{basi}' ile başlamıyor", n.yer));
        }
        let deger = n.nokta.to_string();
        let kesim = durak_kesimi(d, n, &yer, &mut sorunlar);
        let (cikti, komut) = olc(d, &kesim);
        let hikaye = olc(d, &format!("{kesim}&iz")).0;
        let kesik = program::yuruyus::basili_ilk_tablo(&cikti);
        if n.rakamlar != kesik {
            sorunlar.push(format!("{yer}: sayılar {:?}, olc {komut}: {kesik:?}", n.rakamlar));
        }
        // each stop shows its cursor or says why the picture draws none, the picture named
        let resim = n.resim_adi.starts_with(char::is_uppercase);
        if n.imlec.is_empty() == n.imlec_notu.is_empty() || !resim {
            sorunlar.push(format!("{yer}: imleç {:?}, not '{}'", n.imlec, n.imlec_notu));
        }
        if !n.parca.ends_with(&format!("nokta={deger}")) || !n.odak_icinde {
            sorunlar.push(format!("{yer}: parça '{}', odak yürüyüşte: {}", n.parca, n.odak_icinde));
        }
        for (c, (sutun, nokta_adi, satir)) in n.satirlar.iter().enumerate() {
            let beklenen = durak["sutunlar"][c]["satir"].as_str();
            let blok = hikaye.split("\n\n").nth(c).unwrap_or_default();
            if satir.as_deref() != beklenen
                || satir.as_ref().is_some_and(|s| !blok.lines().any(|l| l.trim_start() == s))
            {
                sorunlar.push(format!("{yer}, {sutun}: satır {satir:?}, CLI {beklenen:?}"));
            }
            // the claims decided here, by the point's name in olc --json
            let mut beklenen: Vec<String> = sutunlar
                .iter()
                .filter(|s| s["sutun"].as_str() == Some(sutun))
                .flat_map(|s| s["ozellikler"].as_array().cloned().unwrap_or_default())
                .filter(|o| !nokta_adi.is_empty() && o["nokta"]["ad"].as_str() == Some(nokta_adi))
                .filter_map(|o| o["ad"].as_str().map(String::from))
                .collect();
            let mut gorulen: Vec<String> =
                n.degisenler.iter().filter(|(s, _)| s == sutun).map(|(_, o)| o.clone()).collect();
            beklenen.sort();
            gorulen.sort();
            if gorulen != beklenen {
                sorunlar.push(format!(
                    "{yer}, {sutun}: değişen özellikler {gorulen:?}, olc --json {beklenen:?}"
                ));
            }
            // the cursor
            sorunlar.extend(imlec_sorunu(y, n, sutun, &durak["sutunlar"][c]["cizelgede"], &yer));
        }
    }
    if let Some(son) = y.noktalar.last() {
        let tam = program::yuruyus::basili_ilk_tablo(&calis(&[]));
        if son.rakamlar != tam {
            sorunlar
                .push(format!("yürüyüş: son noktanın sayıları {:?}, olc {tam:?}", son.rakamlar));
        }
    }
    let sondan_bir = y.noktalar.len().checked_sub(2).map(|i| y.noktalar[i].nokta);
    if Some(y.geri.nokta) != sondan_bir {
        sorunlar.push(format!(
            "yürüyüş: ← {} noktasına gitti, {sondan_bir:?} bekleniyordu",
            y.geri.nokta
        ));
    }
    if y.oynat != [Some("true".into()), Some("false".into())] {
        sorunlar.push(format!("yürüyüş: boşluk oynat/duraklat {:?}", y.oynat));
    }
    let orta = y.noktalar.get(y.noktalar.len() / 2).map(|n| n.nokta);
    if Some(y.bag.nokta) != orta || !y.bag.ileti.is_empty() {
        sorunlar.push(format!("yürüyüş: nokta={orta:?} bağlantısı {:?} açtı", y.bag));
    }
    if Some(y.kotu.nokta) != y.noktalar.first().map(|n| n.nokta)
        || !y.kotu.ileti.contains("nokta=99999")
    {
        sorunlar.push(format!("yürüyüş: nokta=99999 bağlantısı {:?} açtı", y.kotu));
    }
    let degisen = duraklar.iter().filter(|d| d["degisir"].as_bool() == Some(true)).count();
    if !y.baski.gorunur || y.baski.durak != degisen {
        sorunlar
            .push(format!("yürüyüş: baskıdaki liste {:?}, {degisen} durak bekleniyordu", y.baski));
    }
    if y.bolum.0 == y.bolum.1 {
        sorunlar.push(format!("yürüyüş dışında → bölüm değiştirmedi: {}", y.bolum.0));
    }
    let sureler: Vec<f64> = y.noktalar.iter().map(|n| n.sure).collect();
    let sure = crate::sure::Sure::yeni(&sureler)
        .map_or_else(|| "ölçülmedi".into(), |s| s.hedefle(crate::sure::BIR_KARE));
    (sorunlar, sure)
}

/// The stop names its cut by value; the program writes out its fragment (returned) and its
/// command, which must be the one the page shows.
fn durak_kesimi(
    d: &dyn DersKaydi,
    n: &YuruyusNoktasi,
    yer: &str,
    sorunlar: &mut Vec<String>,
) -> String {
    let k: serde_json::Value = d
        .durak_komutu("", n.nokta)
        .map_or(Default::default(), |k| serde_json::from_str(&k).unwrap_or_default());
    let basan =
        format!("Komut satırında bu sayıları basan: {}", k["komut"].as_str().unwrap_or("?"));
    if n.komut != basan {
        sorunlar.push(format!("{yer}: komut '{}', beklenen '{basan}'", n.komut));
    }
    k["parca"].as_str().unwrap_or_default().to_string()
}

/// The walk's cursor in column `sutun` at point `n` against where `olc --iz --json` puts the
/// point on the timeline (`c_`): on the point's cells wherever the timeline draws them, and only
/// there.
fn imlec_sorunu(
    y: &Yuruyus,
    n: &YuruyusNoktasi,
    sutun: &str,
    c_: &serde_json::Value,
    yer: &str,
) -> Option<String> {
    let mut imlec: Vec<String> = n
        .imlec
        .iter()
        .filter(|(s, _, _)| s == sutun)
        .map(|(_, t, k)| t.clone().unwrap_or_else(|| k.clone().unwrap_or_default()))
        .collect();
    imlec.dedup();
    let beklenen_imlec: Vec<String> = match (c_["tur"].as_u64(), c_["hucre"].as_str()) {
        (Some(t), _) => vec![t.to_string()],
        (_, Some(h)) => vec![h.to_string()],
        _ => vec![],
    };
    // where the timeline draws the point's cell, the cursor is on it and only there
    let cizili: Vec<String> = beklenen_imlec
        .iter()
        .filter(|b| {
            y.hucreler
                .iter()
                .any(|(s, t, k)| s == sutun && (t.as_ref() == Some(*b) || k.as_ref() == Some(*b)))
        })
        .cloned()
        .collect();
    (imlec != cizili).then(|| format!("{yer}, {sutun}: imleç {imlec:?}, CLI {beklenen_imlec:?}"))
}
