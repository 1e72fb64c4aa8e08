//! `--sina`'s exercises: what the page said after a wrong and a right prediction of each
//! exercise, and after its button to the deciding line, held against the command line.

use super::TiklamaRaporu;
use dersler::DersKaydi;
use serde::Deserialize;

/// What the page said after a prediction.
#[derive(Debug, Deserialize)]
pub(super) struct TahminGorulen {
    /// `dogru` or `yanlis`.
    sonuc: String,
    metin: String,
    /// The story line marked.
    isaret: Option<String>,
    parca: String,
    /// Timeline cells marked.
    vurgulu: usize,
    /// Timeline cells of the deciding round (none where the cells carry no round).
    aday: usize,
    /// Timeline cells that carry a round at all.
    turlu: usize,
    /// Whether the verdict is wholly on screen.
    gorunur: bool,
    /// Whether the marked line is on screen and focused.
    #[serde(rename = "isaretGorunur")]
    isaret_gorunur: bool,
    /// Every line marked in the story.
    isaretliler: Vec<String>,
}

/// An exercise on the page: the wrong prediction, then the right one.
#[derive(Debug, Deserialize)]
pub(super) struct Tahmin {
    yanlis: TahminGorulen,
    dogru: TahminGorulen,
    /// After the right one, its button to the deciding line pressed.
    satira: TahminGorulen,
    /// After that, the way back pressed: whether the exercise's field is on screen and focused.
    donus: bool,
}

/// The page's verdicts on the exercises, against the command line: a wrong prediction is called
/// wrong and a right one right, with the command line's figure, and the verdict stays on screen;
/// the run goes to the exercise's options, its deciding story line is marked (and shown by the
/// verdict's button) and, where the timeline's cells carry rounds, the round's cells.
pub(super) fn tahminler(d: &dyn DersKaydi, r: &TiklamaRaporu) -> Vec<String> {
    let cozumler: Vec<_> = d.alistirmalar().into_iter().filter_map(Result::ok).collect();
    let mut sorunlar = Vec::new();
    if r.tahminler.len() != cozumler.len() || cozumler.len() < 4 {
        sorunlar.push(format!(
            "tahmin et: sayfada {} alıştırma, programda {}",
            r.tahminler.len(),
            cozumler.len()
        ));
    }
    for (t, c) in r.tahminler.iter().zip(&cozumler) {
        // the figure as the command line prints it, read apart from the exercise's solver
        let mut args = program::komut::parca_argumanlari(&c.parca);
        args.push("--json".into());
        let a: Vec<&str> = args.iter().map(String::as_str).collect();
        let cli = d.calistir(ders::Program::Olc, &a);
        let j: serde_json::Value = serde_json::from_str(&cli.cikti).unwrap_or_default();
        let sutun =
            j["sutunlar"].as_array().and_then(|s| s.iter().find(|s| s["ad"] == c.sutun.as_str()));
        // a "neden?" exercise asks for the deciding line's point, which `c` read off the story
        let cevap = if c.neden {
            c.cevap.clone()
        } else {
            sutun.map(|s| s["olcum"][&c.olcu].to_string()).unwrap_or_default()
        };
        let sorun = |s: &str| format!("tahmin et '{}': {s}", c.soru);
        if t.yanlis.sonuc != "yanlis"
            || !t.yanlis.metin.contains(&format!("modelin cevabı {cevap},"))
        {
            sorunlar.push(sorun(&format!("yanlış tahmin: {:?}", t.yanlis)));
        }
        if t.dogru.sonuc != "dogru" || !t.dogru.metin.starts_with(&format!("Doğru: {cevap}.")) {
            sorunlar.push(sorun(&format!("doğru tahmin: {:?}", t.dogru)));
        }
        for g in [&t.yanlis, &t.dogru] {
            if !g.gorunur {
                sorunlar.push(sorun("kontrol edince sonuç ekranda kalmadı"));
            }
            if g.isaret.as_deref() != Some(c.satir.as_str()) || g.parca != c.parca {
                sorunlar.push(sorun(&format!("işaretlenen satır ya da senaryo: {g:?}")));
            }
            if g.vurgulu != g.aday {
                sorunlar.push(sorun(&format!(
                    "zaman çizelgesinde turun {} hücresinden {}'i işaretlendi",
                    g.aday, g.vurgulu
                )));
            }
        }
        if !t.satira.isaret_gorunur {
            sorunlar.push(sorun("satırı hikâyede gösteren düğme satırı göstermedi"));
        }
        // every deciding line the verdict lists is marked in the story, by its point
        let noktasi = |s: &str| s.split(": ").next().unwrap_or_default().trim().to_string();
        let mut isaretli: Vec<String> = t.satira.isaretliler.iter().map(|s| noktasi(s)).collect();
        let mut listelenen: Vec<String> = c.satirlar.iter().map(|s| noktasi(s)).collect();
        isaretli.dedup();
        listelenen.dedup();
        if isaretli != listelenen {
            sorunlar.push(sorun(&format!(
                "hikâyede işaretlenen satırlar {isaretli:?}, kararı verenler {listelenen:?}"
            )));
        }
        if !t.donus {
            sorunlar.push(sorun("işaretli satırlardan alıştırmaya dönülemedi"));
        }
        if !t.dogru.metin.contains(&format!(
            "Panel bu alıştırmanın seçenekleriyle yeniden koşturuldu: {}.",
            c.komut
        )) {
            sorunlar.push(sorun("sonuç panelin alıştırmanın seçenekleriyle koştuğunu söylemiyor"));
        }
    }
    // where the timeline counts rounds, some exercise's deciding round is on it and marked
    let turlu = r.tahminler.iter().any(|t| t.dogru.turlu > 0);
    if turlu && r.tahminler.iter().all(|t| t.dogru.vurgulu == 0) {
        sorunlar
            .push("tahmin et: hiçbir alıştırmanın turu zaman çizelgesinde işaretlenmedi".into());
    }
    sorunlar
}
