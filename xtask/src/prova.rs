//! `cargo xtask prova`'s K01 rehearsals: the change workflow, rehearsed end to end on a copy of
//! the tree, for two changes of K01. They run in the copy the new lesson's rehearsal
//! (`crate::ders_provasi`) made and left clean, so the copy's crates are compiled once for both
//! (an edit of K01 recompiles what depends on it), and the new lesson takes part like any other.
//!
//! First a sensitivity value: in `target/prova/agac` (its programs built into
//! `target/prova/hedef`, so the real tree's are never overwritten; its compiled dependencies
//! shared with the real tree's in `target/`, cargo's build folder) KK4's sensitivity value goes
//! down by two. Verify must then name exactly the lider hesap runs, the docs blocks that show
//! them and the claims about that row; after `cargo xtask accept` only those claims may still
//! fail.
//!
//! Then a base figure: the daily invoice lines grow by a quarter. Every lesson's `hesap`
//! changes, the new one's too (and no `olc`), and so do its published output: after `accept` the runs without
//! arguments differ from the published ones (beside the copy, written from the tree's own
//! programs by [`crate::kopya::yayimlananlari_yaz`], as the author's sibling folder holds them
//! until the author publishes anew) and the lessons' claims about invoice lines stay broken.
//!
//! With `../shared/seeds` there, the lesson texts are copied to `target/prova/metin` and the
//! same steps run with `--metin`: verify names the lider text's `hesap` output block, the
//! sections of the broken claims and the code line holding KK4's rows; `accept --metin` rewrites
//! only that block, after which the text's own code no longer prints it (where node runs) and its
//! KK4 line still disagrees; the author's edit of that line leaves only the claims.

use crate::cargo::{cargo, hedef};
use crate::dogrula::DogrulamaRaporu;
use crate::hata::{GorevSonucu, Hata, calismadi};
use crate::kardes::{Atlanan, Gereksinim};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const DOSYA: &str = "crates/k01/src/varsayim.rs";

/// One figure's edit: its value in k01 and the one the copy gets.
struct Degisiklik {
    eski: f64,
    yeni: f64,
}

impl Degisiklik {
    /// The sensitivity change: KK4's second row goes down by two takeovers a year (up, if that
    /// would leave its range).
    fn duyarlilik() -> Degisiklik {
        let eski = k01::KK4.duyarlilik.expect("KK4 has a sensitivity row");
        let yeni = if eski - 2.0 >= k01::KK4.aralik.0 { eski - 2.0 } else { eski + 2.0 };
        Degisiklik { eski, yeni }
    }

    /// The base-figure change: the daily invoice lines grow by a quarter.
    fn taban() -> Degisiklik {
        let eski = k01::FATURA_SATIRI.deger;
        Degisiklik { eski, yeni: eski * 1.25 }
    }

    /// The declaration's line before and after, as `varsayim.rs` writes a value (`{:?}` of an
    /// `f64`).
    fn satirlar(&self, alan: &str, sar: fn(String) -> String) -> (String, String) {
        let yaz = |x: f64| format!("{alan}: {},", sar(format!("{x:?}")));
        (yaz(self.eski), yaz(self.yeni))
    }
}

/// The runs whose output must change.
const DEGISMELI: [&str; 4] =
    ["lider hesap", "lider hesap --json", "lider hesap --markdown", "lider hesap --help"];
/// The claims that must break.
const BOZULMALI: [&str; 3] = [
    "lider hesaba_donus::kk4_yilda_6_devralma_duyarlilik_12",
    "lider hesaba_donus::devralma_12ye_cikarsa_yilda_birer_olay_4000er_satir",
    "lider ozet::kk4_6da_0_50_parti_2000_satir_12de_4000er",
];
/// The docs files whose blocks must go stale.
const ESKIMELI: [&str; 3] = ["docs/basvuru.md", "docs/k01.md", "docs/lider.md"];

/// The copy's `DOSYA` made `kopyadaki` (as the new lesson's rehearsal left it, its assumption
/// declared) with its one `eski` made `yeni`, so that one edit at a time stands in the copy: the
/// base figure's rehearsal starts from K01 as it is.
fn duzenle(agac: &Path, kopyadaki: &str, (eski_, yeni_): (String, String)) -> GorevSonucu {
    let metin = kopyadaki;
    if metin.matches(&eski_).count() != 1 {
        return Err(Hata::Calismadi(format!("{DOSYA}: '{eski_}' tam bir kez bulunmalı")));
    }
    crate::kopya::yaz(&agac.join(DOSYA), metin.replace(&eski_, &yeni_).as_bytes())
}

/// The sections of the lider text whose claims break.
const BOLUMLER: [&str; 2] = ["Hesaba Dönüş", "Özet"];

/// Runs `cargo xtask IS --rapor FILE [--metin FOLDER]` in the copy; returns whether it
/// succeeded and the report of the verify pass it ran.
fn xtask(agac: &Path, is: &str, metin: Option<&Path>) -> GorevSonucu<(bool, DogrulamaRaporu)> {
    let rapor = hedef()?.join("prova/rapor.json");
    let _ = std::fs::remove_file(&rapor);
    let bas = std::time::Instant::now();
    let cikti = cargo()
        .args(["run", "--quiet", "--package", "xtask", "--", is, "--rapor"])
        .arg(&rapor)
        .args(
            metin.map(|m| vec![std::ffi::OsStr::new("--metin"), m.as_os_str()]).unwrap_or_default(),
        )
        .current_dir(agac)
        .env("CARGO_TARGET_DIR", hedef()?.join("prova/hedef"))
        // the intermediate files in the real tree's target/ (cargo's build-dir): every dependency
        // compiled for the real tree is reused, and only the copy's own crates (another version,
        // see `ayri_surum`) compile; the programs themselves are written under target/prova/hedef
        .env("CARGO_BUILD_BUILD_DIR", hedef()?)
        .env("CI", "true")
        .output()
        .map_err(calismadi(format!("cargo xtask {is}")))?;
    println!("prova: kopyada cargo xtask {is} ({:.1} s)", bas.elapsed().as_secs_f64());
    let metin = std::fs::read_to_string(&rapor).map_err(|e| {
        Hata::Calismadi(format!(
            "cargo xtask {is} rapor yazmadı ({e}):\n{}{}",
            String::from_utf8_lossy(&cikti.stdout),
            String::from_utf8_lossy(&cikti.stderr)
        ))
    })?;
    let r =
        serde_json::from_str(&metin).map_err(|e| Hata::Calismadi(format!("{is} raporu: {e}")))?;
    Ok((cikti.status.success(), r))
}

/// What a verify report names: changed runs, docs files with stale blocks, broken claims.
fn adlananlar(r: &DogrulamaRaporu) -> (BTreeSet<String>, BTreeSet<String>, BTreeSet<String>) {
    let degisen = r.degisenler().into_iter().map(String::from).collect();
    let eskiyen = r.eski_bloklar.iter().map(|b| b.dosya.display().to_string()).collect();
    (degisen, eskiyen, r.bozuk_iddialar.iter().cloned().collect())
}

fn kume(a: &[&str]) -> BTreeSet<String> {
    a.iter().map(|s| s.to_string()).collect()
}

/// What the `--metin` part of a report names for the lider text: stale output blocks, the
/// sections of broken claims, the K01 codes whose code lines disagree, the programs the text's
/// code no longer prints right (with node), and whether node ran.
#[derive(Debug, PartialEq, Eq)]
struct MetinAdlari {
    eski: Vec<String>,
    bolumler: BTreeSet<String>,
    k01: Vec<String>,
    tutarsiz: Vec<String>,
    node: bool,
}

/// What the `--metin` part names for one text.
fn metin_adlari_of(t: &metin::MetinSonucu, node: bool) -> MetinAdlari {
    use metin::rapor::{CiktiDurumu, JsSonucu};
    MetinAdlari {
        eski: t
            .ciktilar
            .iter()
            .filter(|c| !matches!(c.durum, CiktiDurumu::Ayni(..)))
            .map(|c| c.program.clone())
            .collect(),
        bolumler: t.bozuk_iddialar.iter().map(|b| b.baslik.clone()).collect(),
        k01: t.k01.iter().filter(|k| !k.ayni()).map(|k| k.kod.clone()).collect(),
        tutarsiz: t
            .js
            .iter()
            .filter_map(|j| match j {
                JsSonucu::Ayni(_) => None,
                JsSonucu::Farkli(p, _) | JsSonucu::Calismadi(p, _) => Some(p.clone()),
            })
            .collect(),
        node,
    }
}

/// The lesson whose text the KK4 rehearsal breaks: the one whose `hesap` takes KK4, read off
/// the list.
fn kk4_dersi() -> GorevSonucu<&'static str> {
    let kk4 = ders::Tanim::bayrak(&ders::k01::bayrak(&ders::k01::KK4));
    let mut d = dersler::DERSLER
        .iter()
        .filter(|d| d.secenek_tanimlari(ders::Program::Hesap).iter().any(|t| t.bayrak == kk4));
    match (d.next(), d.next()) {
        (Some(d), None) => Ok(d.ad()),
        _ => Err(Hata::Bulundu("prova: KK4'ü tek bir dersin hesap'ı almıyor".into())),
    }
}

fn metin_adlari(r: &DogrulamaRaporu) -> GorevSonucu<MetinAdlari> {
    let ders = kk4_dersi()?;
    let hata = || Hata::Bulundu(format!("prova: raporda {ders} metni yok:\n{r:#?}"));
    let m = r.metin.as_ref().ok_or_else(hata)?;
    let bozulan = m.metinler.iter().find(|t| t.ders == ders).ok_or_else(hata)?;
    let baska = m.metinler.iter().filter(|t| t.ders != ders).find(|t| !t.temiz());
    if let Some(t) = baska {
        return Err(Hata::Bulundu(format!("prova: {} metni de bozuldu:\n{t:#?}", t.ders)));
    }
    Ok(metin_adlari_of(bozulan, m.node))
}

/// The `--metin` steps of the rehearsal: they need the lesson texts.
const METIN_ADIMLARI: &str =
    "prova: K01 provasının --metin adımları (verify ve accept --metin ders metinlerinde)";

/// The lesson texts copied fresh into `target/prova/metin`, or `None` without the lesson texts
/// beside the tree, with the steps that need them reported as not run.
fn metinleri_kopyala(atlanan: &mut Vec<Atlanan>) -> GorevSonucu<Option<PathBuf>> {
    if !Gereksinim::Metinler.var() {
        println!("prova: {} yok: --metin adımları yapılmadı", Gereksinim::Metinler.ad());
        atlanan.push(Atlanan::yeni(METIN_ADIMLARI, &[Gereksinim::Metinler]));
        return Ok(None);
    }
    let klasor = hedef()?.join("prova/metin");
    metinleri_yenile(&klasor)?;
    Ok(Some(klasor))
}

/// `hedef` made a fresh copy of the lesson texts.
fn metinleri_yenile(hedef: &Path) -> GorevSonucu {
    let hata = |e: std::io::Error| Hata::Calismadi(format!("prova: metinler: {e}"));
    let _ = std::fs::remove_dir_all(hedef);
    std::fs::create_dir_all(hedef).map_err(hata)?;
    let kaynak = Gereksinim::Metinler.klasor().expect("a folder");
    for g in std::fs::read_dir(kaynak).map_err(hata)? {
        let g = g.map_err(hata)?;
        std::fs::copy(g.path(), hedef.join(g.file_name())).map_err(hata)?;
    }
    Ok(())
}

/// The author's edit: in each lesson text of the report, each code line whose K01 figure
/// disagrees gets K01's values; how many lines were edited.
fn kodu_duzelt(r: &DogrulamaRaporu) -> GorevSonucu<usize> {
    let hata = |e: String| Hata::Calismadi(format!("prova: {e}"));
    let yaz = |d: &[f64]| {
        let d: Vec<String> = d.iter().map(f64::to_string).collect();
        if d.len() == 1 { d[0].clone() } else { format!("[{}]", d.join(", ")) }
    };
    let mut sayi = 0;
    for m in r.metin.iter().flat_map(|m| &m.metinler) {
        let farkli: Vec<_> = m.k01.iter().filter(|k| !k.ayni()).collect();
        if farkli.is_empty() {
            continue;
        }
        let metni = std::fs::read_to_string(&m.yol).map_err(|e| hata(e.to_string()))?;
        let mut satirlar: Vec<String> = metni.split_inclusive('\n').map(String::from).collect();
        for k in farkli {
            let eski = satirlar[k.satir - 1].clone();
            let yeni = eski.replacen(&yaz(&k.metinde), &yaz(&k.k01de), 1);
            if yeni == eski {
                return Err(hata(format!("{}. satırda {} yok", k.satir, yaz(&k.metinde))));
            }
            satirlar[k.satir - 1] = yeni;
            println!(
                "prova: yazar {}:{} kodunu düzeltti: {} -> {}",
                m.yol.display(),
                k.satir,
                yaz(&k.metinde),
                yaz(&k.k01de)
            );
            sayi += 1;
        }
        std::fs::write(&m.yol, satirlar.concat()).map_err(|e| hata(e.to_string()))?;
    }
    Ok(sayi)
}

/// The runs whose output differs from the published one (beside the copy).
fn yayimlanandan_farkli(r: &DogrulamaRaporu) -> BTreeSet<String> {
    use crate::dogrula::DogrulamaSonucu as S;
    let k = r.kosular.iter().filter(|k| k.sonuc == S::ReferanstanFarkli);
    k.map(|k| k.etiket.clone()).collect()
}

/// What a base-figure change must name in each lesson text: its `hesap` output stale (before
/// accept) or not, the figure's code lines, and the programs its code prints wrong.
fn taban_metinleri(r: &DogrulamaRaporu, eski: bool, kod_farkli: bool) -> GorevSonucu {
    let m = r.metin.as_ref().ok_or_else(|| Hata::Bulundu("prova: raporda metin yok".into()))?;
    for t in &m.metinler {
        let a = metin_adlari_of(t, m.node);
        let hesap = vec!["hesap".to_string()];
        let beklenen_eski = if eski { hesap.clone() } else { vec![] };
        let beklenen_k01: Vec<String> =
            if kod_farkli { vec!["fatura satırı".into()] } else { vec![] };
        let tutarsiz = if m.node && kod_farkli && !eski { hesap.clone() } else { vec![] };
        if a.eski != beklenen_eski || a.k01 != beklenen_k01 || a.tutarsiz != tutarsiz {
            return Err(Hata::Bulundu(format!(
                "prova: {} metni beklenmeyen: {a:?} (eski {beklenen_eski:?}, k01 {beklenen_k01:?}, tutarsız {tutarsiz:?})",
                t.ders
            )));
        }
    }
    Ok(())
}

/// The base-figure rehearsal: more invoice lines in a copy.
fn taban(agac: &Path, kopyadaki: &str, metin: Option<&Path>) -> GorevSonucu {
    let d = Degisiklik::taban();
    duzenle(agac, kopyadaki, d.satirlar("deger", |x| x))?;
    if let Some(m) = metin {
        metinleri_yenile(m)?;
    }
    println!("prova: {DOSYA} kopyasında günlük fatura satırı {} -> {}", d.eski, d.yeni);
    let (temiz, rapor) = xtask(agac, "verify", metin)?;
    let (degisen, eskiyen, bozuk) = adlananlar(&rapor);
    // the copy's lessons: the tree's and the one the new lesson's rehearsal added
    let dersler: Vec<&str> =
        dersler::DERSLER.iter().map(|d| d.ad()).chain([crate::ders_provasi::YENI]).collect();
    let yalniz_hesap =
        degisen.iter().all(|d| dersler.iter().any(|a| d.starts_with(&format!("{a} hesap"))));
    let her_ders = dersler.iter().all(|a| degisen.contains(&format!("{a} hesap")));
    // the K01 table, the help appendix, each lesson's hesap block, the hesap lines of the
    // lessons-and-programs page
    let mut sayfalar: Vec<String> = ["docs/ayrilik.md", "docs/basvuru.md", "docs/k01.md"]
        .into_iter()
        .map(String::from)
        .chain(dersler.iter().map(|a| format!("docs/{a}.md")))
        .collect();
    sayfalar.sort();
    let bolumler = bozuk.iter().all(|b| b.contains(" hesaba_donus::") || b.contains(" ozet::"));
    let her_derste_iddia =
        dersler.iter().all(|a| bozuk.iter().any(|b| b.starts_with(&format!("{a} "))));
    if temiz
        || !yalniz_hesap
        || !her_ders
        || eskiyen != sayfalar.iter().cloned().collect::<BTreeSet<String>>()
        || !bolumler
        || !her_derste_iddia
    {
        return Err(Hata::Bulundu(format!(
            "prova: taban sayısı değişince verify beklenenleri adlandırmadı:\n  değişen {degisen:?}\n  eskiyen {eskiyen:?}\n  bozuk {bozuk:?}"
        )));
    }
    if metin.is_some() {
        taban_metinleri(&rapor, true, true)?;
    }
    println!(
        "prova: verify her dersin hesap'ını ({} çalıştırma), {} belge dosyasını, {} iddiayı{} adlandırdı",
        degisen.len(),
        eskiyen.len(),
        bozuk.len(),
        if metin.is_some() {
            ", her metnin hesap çıktısını ve fatura satırı kod satırını"
        } else {
            ""
        }
    );

    let (_, rapor) = xtask(agac, "accept", metin)?;
    let (degisen, eskiyen, bozuk_sonra) = adlananlar(&rapor);
    let yayimlanan = yayimlanandan_farkli(&rapor);
    // the new lesson publishes nothing, so its hesap differs from no published output
    let yayimlanmis = dersler.iter().filter(|a| **a != crate::ders_provasi::YENI);
    let beklenen: BTreeSet<String> = yayimlanmis.map(|a| format!("{a} hesap")).collect();
    if !rapor.referans_var
        || !degisen.is_empty()
        || !eskiyen.is_empty()
        || bozuk_sonra != bozuk
        || yayimlanan != beklenen
    {
        return Err(Hata::Bulundu(format!(
            "prova: taban sayısı accept sonrasında yalnız iddialar ve yayımlanan çıktılar kalmalıydı: yayımlanandan farklı {yayimlanan:?}\n{rapor:#?}"
        )));
    }
    if metin.is_some() {
        taban_metinleri(&rapor, false, true)?;
        let n = kodu_duzelt(&rapor)?;
        let (_, rapor) = xtask(agac, "verify", metin)?;
        taban_metinleri(&rapor, false, false)?;
        println!("prova: yazar {n} kod satırını düzeltti; metinlerin kodu kendi çıktısını basıyor");
    }
    println!(
        "prova: taban sayısı accept sonrasında {} iddia ve {} yayımlanan çıktıdan farklı çalıştırma kaldı (yazar yayımlar); akış tamam",
        bozuk.len(),
        yayimlanan.len()
    );
    Ok(())
}

/// The rehearsal, in the copy the new lesson's rehearsal left (`agac`, the new lesson in it, its
/// published outputs beside it); fails saying which step named the wrong things. Returns the
/// steps it could not take for want of the lesson texts.
pub fn prova(agac: &Path) -> GorevSonucu<Vec<Atlanan>> {
    let yol = agac.join(DOSYA);
    let kopyadaki = std::fs::read_to_string(&yol).map_err(calismadi(yol.display()))?;
    let d = Degisiklik::duyarlilik();
    duzenle(agac, &kopyadaki, d.satirlar("duyarlilik", |x| format!("Some({x})")))?;
    println!("prova: {DOSYA} kopyasında KK4 duyarlılığı {} -> {}", d.eski, d.yeni);
    let mut atlanan = Vec::new();
    let metin = metinleri_kopyala(&mut atlanan)?;
    let metin = metin.as_deref();

    let (temiz, rapor) = xtask(agac, "verify", metin)?;
    let (degisen, eskiyen, bozuk) = adlananlar(&rapor);
    if temiz
        || degisen != kume(&DEGISMELI)
        || eskiyen != kume(&ESKIMELI)
        || bozuk != kume(&BOZULMALI)
    {
        return Err(Hata::Bulundu(format!(
            "prova: verify beklenenleri adlandırmadı:\n  değişen {degisen:?}\n  eskiyen {eskiyen:?}\n  bozuk {bozuk:?}\n{rapor:#?}"
        )));
    }
    println!(
        "prova: verify {} çalıştırmayı, {} belge dosyasını, {} iddiayı adlandırdı",
        degisen.len(),
        eskiyen.len(),
        bozuk.len()
    );
    let bolumler = kume(&BOLUMLER);
    let kk4 = vec!["KK4".to_string()];
    let hesap = vec!["hesap".to_string()];
    if metin.is_some() {
        let a = metin_adlari(&rapor)?;
        let beklenen = MetinAdlari {
            eski: hesap.clone(),
            bolumler: bolumler.clone(),
            k01: kk4.clone(),
            tutarsiz: vec![],
            node: a.node,
        };
        if a != beklenen {
            return Err(Hata::Bulundu(format!(
                "prova: verify --metin lider metninde beklenenleri adlandırmadı: {a:?}"
            )));
        }
        println!(
            "prova: verify --metin lider metninde hesap çıktısını, {:?} bölümlerini ve KK4'ün kod satırını adlandırdı",
            a.bolumler
        );
    }

    let (_, rapor) = xtask(agac, "accept", metin)?;
    let (degisen, eskiyen, bozuk) = adlananlar(&rapor);
    // the published lider hesap shows the sensitivity row: it now differs, until published anew
    let yayimlanan = kume(&["lider hesap"]);
    if !rapor.referans_var
        || !degisen.is_empty()
        || !eskiyen.is_empty()
        || bozuk != kume(&BOZULMALI)
        || yayimlanandan_farkli(&rapor) != yayimlanan
    {
        return Err(Hata::Bulundu(format!(
            "prova: accept sonrasında yalnız iddialar kalmalıydı:\n{rapor:#?}"
        )));
    }
    if metin.is_some() {
        // the printed output is rewritten; the text's code is the author's to edit, and until
        // then it prints the old figures
        let a = metin_adlari(&rapor)?;
        let tutarsiz = if a.node { hesap.clone() } else { vec![] };
        let beklenen = MetinAdlari {
            eski: vec![],
            bolumler: bolumler.clone(),
            k01: kk4.clone(),
            tutarsiz,
            node: a.node,
        };
        if a != beklenen {
            return Err(Hata::Bulundu(format!("prova: accept --metin sonrası beklenmeyen: {a:?}")));
        }
        println!(
            "prova: accept --metin hesap çıktısını yeniden yazdı; metnin kodu KK4 satırında K01'den farklı{}",
            if a.node {
                ", node'da eski çıktıyı basıyor"
            } else {
                " (node yok: kod çalıştırılmadı)"
            }
        );
        if kodu_duzelt(&rapor)? != 1 {
            return Err(Hata::Bulundu("prova: yalnız KK4'ün kod satırı düzeltilmeliydi".into()));
        }
    }
    let (temiz, rapor) = xtask(agac, "verify", metin)?;
    if temiz || adlananlar(&rapor) != (BTreeSet::new(), BTreeSet::new(), kume(&BOZULMALI)) {
        return Err(Hata::Bulundu(format!(
            "prova: accept sonrası verify yalnız iddiaları bildirmeliydi:\n{rapor:#?}"
        )));
    }
    if metin.is_some() {
        let a = metin_adlari(&rapor)?;
        let beklenen =
            MetinAdlari { eski: vec![], bolumler, k01: vec![], tutarsiz: vec![], node: a.node };
        if a != beklenen {
            return Err(Hata::Bulundu(format!(
                "prova: kod düzeltildikten sonra yalnız iddialar kalmalıydı: {a:?}"
            )));
        }
    }
    println!("prova: accept sonrasında yalnız {} iddia bozuk kaldı; akış tamam", bozuk.len());
    taban(agac, &kopyadaki, metin)?;
    Ok(atlanan)
}
