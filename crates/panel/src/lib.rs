#![forbid(unsafe_code)]
//! The lessons in a reader's browser: the same option declarations, the same models and the
//! same printing as the `olc` and `hesap` programs, compiled to WebAssembly for the panel on
//! each lesson page of the book (`cargo xtask kitap`). The calls: the options of a program as a
//! form shows them (JSON), a URL fragment's values (JSON), one run on a fragment, read as the
//! command line reads the arguments it stands for (JSON, with the story's first screen), the
//! rest of the story on demand, the fragment a click on the timeline makes, and the check of
//! every fault timing. (The exercises come solved in the page: the book solves them.)

use ders::Program;

// the calls as JavaScript sees them, in the WebAssembly build only: a native build (the tests,
// the benchmarks) does not compile wasm-bindgen and its macros, so it shares every crate's
// build with the rest of the workspace
#[cfg(target_arch = "wasm32")]
mod baglama;

fn program(ad: &str) -> Result<Program, String> {
    Program::HEPSI
        .into_iter()
        .find(|p| p.ad() == ad)
        .ok_or_else(|| format!("'{ad}' diye bir program yok (olc, hesap)"))
}

fn ders(ad: &str) -> Result<&'static dyn dersler::DersKaydi, String> {
    dersler::bul(ad).ok_or_else(|| format!("'{ad}' diye bir ders yok"))
}

/// The options of lesson `ders`'s program `program` (`olc`, `hesap`), in help order, as JSON:
/// flag, value name, help line, default, and the kind of input with its range or names.
pub fn secenekler_json(ders_adi: &str, program_adi: &str) -> Result<String, String> {
    let t = ders(ders_adi)?.secenek_tanimlari(program(program_adi)?);
    serde_json::to_string(&t).map_err(|e| e.to_string())
}

/// One run of lesson `ders`'s program `program` on a URL fragment's values (`kira=5&iz`), as
/// JSON: the program's text, the story's first screen and its length in lines, the timeline
/// (SVG), the equivalent command, and each refused value with the command line's message.
pub fn calistir_json(ders_adi: &str, program_adi: &str, parca: &str) -> Result<String, String> {
    let c = ders(ders_adi)?.calis(program(program_adi)?, parca);
    serde_json::to_string(&c).map_err(|e| e.to_string())
}

/// The story (`olc --iz`) of lesson `ders`'s program `program` on a URL fragment's values, up to
/// a screenful past the `gosterilen` lines on screen ([`program::parca::Parcali::hikaye`]): a
/// run carries only the story's first screen, and a page asks for more when the reader does.
pub fn hikaye_metni(
    ders_adi: &str,
    program_adi: &str,
    parca: &str,
    gosterilen: usize,
) -> Result<String, String> {
    ders(ders_adi)?.hikaye(program(program_adi)?, parca, gosterilen)
}

/// The URL fragment after a click on cell `kimlik` of the timeline of fragment `parca` of lesson
/// `ders`'s program `program`: the schedule the click makes, as `ariza`.
pub fn tiklanan_parca(
    ders_adi: &str,
    program_adi: &str,
    parca: &str,
    kimlik: &str,
) -> Result<String, String> {
    ders(ders_adi)?.hucreye_tikla(program(program_adi)?, parca, kimlik)
}

/// The walk through `olc`'s runs on fragment `parca` of lesson `ders`, point by point, as JSON
/// ([`program::yuruyus::Yuruyus`]): what the panel's walk steps through.
pub fn yuruyus_json(ders_adi: &str, parca: &str) -> Result<String, String> {
    ders(ders_adi)?.yuruyus(parca)
}

/// The first table's figures of fragment `parca` of lesson `ders` cut at point `nokta` (as
/// `olc` with the lesson's cutting flag at `nokta`), as JSON: a stop of a walk beyond its budget.
pub fn durak_rakamlari_json(ders_adi: &str, parca: &str, nokta: u32) -> Result<String, String> {
    ders(ders_adi)?.durak_rakamlari(parca, nokta)
}

/// Fragment `parca` of lesson `ders` cut at point `nokta`, as JSON
/// ([`program::yuruyus::DurakKomutu`]): the command a walk's stop shows.
pub fn durak_komutu_json(ders_adi: &str, parca: &str, nokta: u32) -> Result<String, String> {
    ders(ders_adi)?.durak_komutu(parca, nokta)
}

/// `olc`'s claims on fragment `parca` of lesson `ders` with every single change searched, over
/// the budget too (JSON, as `olc --json`'s `ozellikler`): what the Web Worker computes when the
/// reader asks. `ilerleme` hears how many changes of how many were tried, about a hundred times.
pub fn tek_degisiklikler_json(
    ders_adi: &str,
    parca: &str,
    ilerleme: &mut dyn FnMut(usize, usize),
) -> Result<String, String> {
    let mut son = 0;
    let mut seyrek = |yapilan: usize, toplam: usize| {
        let yuzde = yapilan * 100 / toplam.max(1);
        if yuzde > son || yapilan == toplam {
            son = yuzde;
            ilerleme(yapilan, toplam);
        }
    };
    ders(ders_adi)?.tek_degisiklikler(parca, &mut seyrek)
}

/// A page's check of every timing, read from the form: the lesson, the lesson's options it
/// takes (by key), the bounds, the command that runs the same check, and a note for each option
/// of the form it does not use. Its two searches, every timing's verdicts and the fewest faults,
/// are the Web Worker's calls.
pub struct HerDenetim {
    ders: arama::DersDenetimi,
    degerler: Vec<(&'static str, u32)>,
    sinirlar: arama::Sinirlar,
    komut: String,
    notlar: Vec<String>,
    /// The states the check is expected to explore, where the lesson's bounds keep it: what the
    /// page's estimate of its time reads.
    kesfedilen: Option<u64>,
}

impl HerDenetim {
    /// Reads a page's check: lesson `ders`, the form's options in URL fragment `parca` (those
    /// the check takes, each by the lesson's own declaration), bounds `sinirlar` (JSON with the
    /// lesson's bound keys, `arama::SinirTanimi`; those left out at the report's defaults).
    /// Refuses, in the command line's words, a value out of range and options or bounds a page
    /// cannot check in good time.
    pub fn oku(ders_adi: &str, parca: &str, sinirlar: &str) -> Result<HerDenetim, String> {
        let d = ders(ders_adi)?.denetim();
        let ciftler = program::calistirma::parcala(parca);
        let mut degerler = Vec::new();
        let mut komut = format!("cargo xtask kesif -- --ders {ders_adi}");
        let mut notlar = Vec::new();
        for (bayrak, metin) in &ciftler {
            if let Some(t) = d.secenekler.iter().find(|t| ders::Tanim::bayrak(**t) == *bayrak) {
                match ders::Tanim::ayristir(*t, metin) {
                    Ok(ders::secenek::Deger::Tam(n)) => {
                        if n != t.varsayilan && !degerler.iter().any(|(a, _)| *a == t.ad) {
                            degerler.push((t.ad, n));
                            komut += &format!(" --{bayrak} {n}");
                        }
                    }
                    Ok(_) => {}
                    Err(neden) => {
                        let b = format!("--{bayrak}");
                        return Err(program::calistirma::gecersiz_deger(&b, metin, &neden));
                    }
                }
            } else if d.yok_sayilan.contains(&bayrak.as_str()) {
                notlar.push(format!(
                    "--{bayrak} yok sayıldı: denetim her arıza sırasını kendisi seçer"
                ));
            } else if bayrak != "iz" {
                notlar.push(format!(
                    "--{bayrak} bu denetimde kullanılmaz: düğüm, tur ve arıza sayılarını aşağıdaki sınırlar belirler"
                ));
            }
        }
        if let Some(neden) = (d.sayfaya_sigmaz)(&degerler) {
            return Err(neden);
        }
        // each bound a whole number (an empty field comes as null); its range is `sayfadan`'s.
        // A whole number too large for the check (`1e20`) is out of range, said with the number
        // the page sent
        let mut verilen: Vec<(String, i64)> = Vec::new();
        let mut buyuk: Option<String> = None;
        if !sinirlar.trim().is_empty() {
            let harita: std::collections::BTreeMap<String, serde_json::Value> =
                serde_json::from_str(sinirlar).map_err(|_| "sınırlar okunamadı".to_string())?;
            for (anahtar, deger) in harita {
                let tanim = d.sinirlar.iter().find(|t| t.anahtar == anahtar);
                let tam_buyuk = deger.as_f64().filter(|f| f.is_finite() && f.fract() == 0.0);
                let n = match (deger.as_i64(), tam_buyuk) {
                    (Some(n), _) => Some(n),
                    (None, Some(f)) => {
                        buyuk = Some(format!("{f:.0}"));
                        Some(if f > 0.0 { i64::MAX } else { i64::MIN })
                    }
                    _ => None,
                };
                let n = n.ok_or_else(|| match tanim {
                    Some(t) => format!("{}: bir tam sayı yazın", t.anlam),
                    None => format!("'{anahtar}' bu dersin sınırı değil"),
                })?;
                verilen.push((anahtar, n));
            }
        }
        let s = arama::Sinirlar::sayfadan(d.sinirlar, &verilen).map_err(|e| match &buyuk {
            Some(b) => e.replace(&i64::MAX.to_string(), b).replace(&i64::MIN.to_string(), b),
            None => e,
        })?;
        for t in d.sinirlar {
            if let Some((_, n)) =
                verilen.iter().find(|(a, n)| a == t.anahtar && Some(*n) != t.tam.map(i64::from))
            {
                komut += &format!(" --{} {n}", t.bayrak());
            }
        }
        komut += " --metin";
        // with the lesson's own options, the count its bound declares for these bounds
        let kesfedilen = if degerler.is_empty() { s.beklenen_kesfedilen(d.sinirlar) } else { None };
        Ok(HerDenetim { ders: d, degerler, sinirlar: s, komut, notlar, kesfedilen })
    }

    /// The lesson's claims under every timing within the bounds: the verdict text (what the
    /// command prints), the command, each example's claim and replaying fragment, every claim's
    /// and witness's sentence by the name the text gives it, and the notes, as JSON. `devam`
    /// hears the whole check's progress and may stop it.
    pub fn her_zamanlamada_json(
        &self,
        devam: &mut dyn FnMut(arama::genislik::Ilerleme) -> bool,
    ) -> String {
        let (kararlar, durdu) = (self.ders.her_zamanlamada)(&self.sinirlar, &self.degerler, devam);
        let ornekler: Vec<serde_json::Value> = kararlar
            .iter()
            .flat_map(|k| {
                k.ozellikler.iter().filter_map(move |i| {
                    let parca = i.parca.as_ref()?;
                    Some(serde_json::json!({ "kontrol": k.kontrol, "ozellik": i.ozellik, "parca": parca }))
                })
            })
            .collect();
        // each claim and witness the text may name, with its sentence
        let anlamlar: std::collections::BTreeMap<_, _> =
            (self.ders.anlamlar)().into_iter().collect();
        let sonuc = serde_json::json!({
            "metin": arama::karar::metin(&kararlar),
            "komut": self.komut,
            "ornekler": ornekler,
            "anlamlar": anlamlar,
            "notlar": self.notlar,
            "durdu": durdu,
        });
        sonuc.to_string()
    }

    /// The fewest faults that break each of the lesson's claims in each design of its first
    /// table (`arama::ders_denetimi::tasarimlarda`), within the same bounds: the text the command
    /// prints after the verdicts (`kesif --ders DERS --metin`), each design's first minimal
    /// timing with its replaying fragment, and whether `devam` stopped it, as JSON.
    pub fn en_az_json(
        &self,
        devam: &mut dyn FnMut(arama::genislik::Ilerleme) -> bool,
    ) -> Result<String, String> {
        let (kayitlar, durdu) =
            (self.ders.tasarimlarda)(&self.sinirlar, &self.degerler, None, devam)?;
        let ornekler: Vec<serde_json::Value> = kayitlar
            .iter()
            .filter_map(|k| {
                Some(serde_json::json!({
                    "kontrol": k.tasarim,
                    "ozellik": k.ozellik,
                    "parca": k.parca.as_ref()?,
                    "ariza": k.yazili,
                    "enAz": k.ariza,
                }))
            })
            .collect();
        let sonuc = serde_json::json!({
            "metin": arama::karar::en_az_metni(&kayitlar),
            "ornekler": ornekler,
            "durdu": durdu,
        });
        Ok(sonuc.to_string())
    }
}

/// One search on design `i` of lesson `ders` at the report's bounds: the plain breadth-first
/// check (`duz`) or the fewest-faults search, for the browser's side of their speed comparison
/// (`kitap --sina` times each call): the design's configuration and the states met, as JSON;
/// `null` past the last design.
pub fn tasarimi_ara_json(ders_adi: &str, i: usize, en_az: bool) -> Result<String, String> {
    let d = ders(ders_adi)?.denetim();
    let a = if en_az {
        arama::ders_denetimi::AramaTuru::EnAz
    } else {
        arama::ders_denetimi::AramaTuru::Duz
    };
    let r = (d.tasarimi_ara)(&arama::Sinirlar::tam(), i, a);
    let j = r.map(|(kontrol, durum)| serde_json::json!({ "kontrol": kontrol, "durum": durum }));
    Ok(j.unwrap_or(serde_json::Value::Null).to_string())
}

/// The command that runs the same check as the page would for these options and bounds (or
/// why the page would refuse them), and the notes: what the form shows before a run.
pub fn her_zamanlamada_komutu(ders_adi: &str, parca: &str, sinirlar: &str) -> String {
    let sonuc = match HerDenetim::oku(ders_adi, parca, sinirlar) {
        Ok(h) => {
            serde_json::json!({ "komut": h.komut, "notlar": h.notlar, "kesfedilen": h.kesfedilen })
        }
        Err(e) => serde_json::json!({ "hata": e }),
    };
    sonuc.to_string()
}

/// The bounds a reader may set for lesson `ders`'s check, as JSON: key, meaning, default and
/// range (`arama::sinir::SayfadakiSinir`).
pub fn sinir_tanimlari_json(ders_adi: &str) -> Result<String, String> {
    let d = ders(ders_adi)?.denetim();
    let sayfada: Vec<_> = d.sinirlar.iter().filter_map(arama::SinirTanimi::sayfada).collect();
    serde_json::to_string(&sayfada).map_err(|e| e.to_string())
}

/// The (flag, text) pairs of a URL fragment (`#kira=5&iz`), as JSON: the page fills its form
/// from them, read exactly as [`calistir_json`] reads them.
pub fn parca_ciftleri(parca: &str) -> String {
    serde_json::to_string(&program::calistirma::parcala(parca)).unwrap_or_else(|_| "[]".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lesson `ders`'s check of every timing on fragment `parca` within bounds `sinirlar`, run
    /// to its end.
    fn her_zamanlamada(ders: &str, parca: &str, sinirlar: &str) -> Result<String, String> {
        HerDenetim::oku(ders, parca, sinirlar).map(|h| h.her_zamanlamada_json(&mut |_| true))
    }

    /// Every lesson of the list is in the panel: its programs' options, a run as the command
    /// line prints it, its bounds, and its check of every timing at the smallest bounds a page
    /// sets. Prints a line per lesson (`cargo xtask prova` looks for a new lesson's).
    #[test]
    fn her_ders_panelde() {
        for d in dersler::DERSLER {
            let ad = d.ad();
            let json = |m: Result<String, String>| -> serde_json::Value {
                serde_json::from_str(&m.unwrap_or_else(|e| panic!("{ad}: {e}"))).unwrap()
            };
            let (olc, hesap) =
                (json(secenekler_json(ad, "olc")), json(secenekler_json(ad, "hesap")));
            let c = json(calistir_json(ad, "olc", ""));
            assert_eq!(c["metin"], d.calistir(Program::Olc, &[]).cikti, "{ad}");
            let sinirlar = json(sinir_tanimlari_json(ad));
            let sinirlar = sinirlar.as_array().unwrap();
            assert!(!sinirlar.is_empty(), "{ad}: no bound a page sets");
            let en_kucuk: serde_json::Map<String, serde_json::Value> = sinirlar
                .iter()
                .map(|t| (t["anahtar"].as_str().unwrap().to_string(), t["alt"].clone()))
                .collect();
            let en_kucuk = serde_json::Value::Object(en_kucuk).to_string();
            let h = json(her_zamanlamada(ad, "", &en_kucuk));
            let metin = h["metin"].as_str().unwrap();
            assert!(metin.starts_with(&format!("{ad} / ")), "{ad}: {metin}");
            println!(
                "panel: {ad}: olc {} seçenek, hesap {} seçenek, {} sınır, her arıza sırasında {} \
                 yapılandırma",
                olc.as_array().unwrap().len(),
                hesap.as_array().unwrap().len(),
                sinirlar.len(),
                metin.lines().filter(|s| !s.starts_with(' ')).count()
            );
        }
    }

    #[test]
    fn panel_programla_ayni_metni_verir() {
        let c: serde_json::Value =
            serde_json::from_str(&calistir_json("lider", "olc", "kira=5&duraklama=2").unwrap())
                .unwrap();
        let cli = program::komut::kos::<dersler::lider::Lider>(
            Program::Olc,
            &["--kira", "5", "--duraklama", "2"],
        );
        assert_eq!(c["metin"], cli.cikti);
        assert_eq!(c["komut"], "cargo run -p lider --bin olc -- --kira 5 --duraklama 2");
        assert!(c["svg"].as_str().unwrap().starts_with("<svg"));
    }

    #[test]
    fn her_zamanlamada_komutu_sinirlari_ve_notlari() {
        let c = her_zamanlamada("lider", "kira=5&duraklama=2&iz", r#"{"dugum":2}"#);
        let c: serde_json::Value = serde_json::from_str(&c.unwrap()).unwrap();
        assert_eq!(
            c["komut"],
            "cargo xtask kesif -- --ders lider --kira 5 --sinir-dugum 2 --metin"
        );
        assert_eq!(
            c["notlar"],
            serde_json::json!([
                "--duraklama yok sayıldı: denetim her arıza sırasını kendisi seçer"
            ])
        );
        let metin = c["metin"].as_str().unwrap();
        assert!(metin.starts_with("lider / çitleme+kalıcı tetik, 2 düğüm, her küme: "), "{metin}");
        // every example replays from its fragment, the lesson's options and its schedule in it
        let ornekler = c["ornekler"].as_array().unwrap();
        assert_eq!(ornekler.len(), metin.matches(": --ariza '").count());
        assert!(ornekler.iter().all(|o| o["parca"].as_str().unwrap().contains("kira=5")));
        // a bound the page does not take, and an option out of range, in Turkish
        let e = her_zamanlamada("lider", "", r#"{"dugum":6}"#).unwrap_err();
        assert_eq!(
            e,
            "her kümesi ulaşılamaz olabilen düğüm sayısı: 2 ile 5 arasında olmalı (6 verildi); her \
             düğüm durumları 6-8 katına çıkarır: 5 düğümde en az arıza araması 10,5 milyon \
             duruma, bir dakikaya ve 400 MB'a varır; 6 düğüm bu sayfaya sığmaz; daha büyüğü için: \
             cargo xtask kesif"
        );
        // the lesson's own 5 nodes: the command, and the states its estimate counts on (none
        // with other options, whose counts no bound keeps)
        let k: serde_json::Value =
            serde_json::from_str(&her_zamanlamada_komutu("lider", "", r#"{"dugum":5}"#)).unwrap();
        assert_eq!(k["komut"], "cargo xtask kesif -- --ders lider --sinir-dugum 5 --metin");
        assert_eq!(k["kesfedilen"], 529_807_702);
        let k: serde_json::Value =
            serde_json::from_str(&her_zamanlamada_komutu("lider", "kira=5", r#"{"dugum":5}"#))
                .unwrap();
        assert_eq!(k["kesfedilen"], serde_json::Value::Null);
        let e = her_zamanlamada("denetci", "tarama=0", "").unwrap_err();
        assert!(e.starts_with("--tarama '0'"), "{e}");
        // options whose run is too long for a page, and a form option the check does not use
        let e = her_zamanlamada("denetci", "kira=100", "").unwrap_err();
        assert!(
            e.starts_with("bu seçeneklerle denetçili koşum 1217 tur sürer, sayfa en çok 120"),
            "{e}"
        );
        let k: serde_json::Value =
            serde_json::from_str(&her_zamanlamada_komutu("lider", "dugum=7&tur=30", "")).unwrap();
        assert_eq!(k["komut"], "cargo xtask kesif -- --ders lider --metin");
        assert_eq!(k["notlar"].as_array().unwrap().len(), 2);
        // a bound not a whole number (an emptied field is null) or out of range is named
        let hata = |s: &str| -> serde_json::Value {
            let k: serde_json::Value =
                serde_json::from_str(&her_zamanlamada_komutu("lider", "", s)).unwrap();
            k["hata"].clone()
        };
        let tam_sayi = "her kümesi ulaşılamaz olabilen düğüm sayısı: bir tam sayı yazın";
        assert_eq!(hata(r#"{"dugum":2.5}"#), tam_sayi);
        assert_eq!(hata(r#"{"dugum":null}"#), tam_sayi);
        let eksi = hata(r#"{"dugum":-1}"#);
        assert!(eksi.as_str().unwrap().contains("2 ile 5 arasında olmalı (-1 verildi)"), "{eksi}");
        // a whole number too large for the check is out of range, as the page sent it
        let cok = hata(r#"{"dugum":1e20}"#);
        let beklenen = "2 ile 5 arasında olmalı (100000000000000000000 verildi)";
        assert!(cok.as_str().unwrap().contains(beklenen), "{cok}");
        assert!(her_zamanlamada("yok", "", "").is_err());
    }

    #[test]
    fn gecersiz_deger_cli_mesajiyla() {
        let c: serde_json::Value =
            serde_json::from_str(&calistir_json("lider", "olc", "kira=0").unwrap()).unwrap();
        let cli = program::komut::kos::<dersler::lider::Lider>(Program::Olc, &["--kira", "0"]);
        let satir = cli.hata.lines().next().unwrap().trim_start_matches("lider olc: ").to_string();
        assert_eq!(c["hatalar"][0][1], satir);
        assert_eq!(c["hatalar"][0][0], "--kira");
    }
}
