//! `cargo xtask verify`: run every declared program and compare its output with its insta
//! snapshot (and, without arguments, with the published reference output); check every
//! generated block and picture of `docs/`; run the lessons' claims. The outcome is a
//! [`DogrulamaRaporu`]: printed for a reader, or as JSON for a tool (`verify --json`, read by
//! `prova`).

use crate::belge::{self, YazmaKipi};
use crate::hata::{GorevSonucu, Hata};
use crate::kardes::Gereksinim;
use crate::programlar::{self, Kosu, kosular};
use crate::{cargo, iddia};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Where the snapshots live.
pub fn snapshot_klasoru() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots")
}

/// How one run came out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum DogrulamaSonucu {
    /// Output equals its snapshot (and its reference, if it has one).
    Ayni,
    /// Output differs from its snapshot (insta printed the diff).
    Degisti,
    /// The run has no snapshot yet (insta printed the output).
    Yeni,
    /// Output differs from the published reference output.
    ReferanstanFarkli,
    /// The program could not be built or run, or exited with an error or a panic.
    Calismadi(String),
}

/// One checked run, as the report names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KosuSonucu {
    /// `lider hesap --json`.
    pub etiket: String,
    /// How it came out.
    pub sonuc: DogrulamaSonucu,
}

/// The outcome of one verify pass.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct DogrulamaRaporu {
    /// Each declared run with its outcome, in list order.
    pub kosular: Vec<KosuSonucu>,
    /// Snapshot files that no declared run owns.
    pub sahipsiz: Vec<PathBuf>,
    /// Whether the published outputs (`../shared/reference`) were there to compare with.
    pub referans_var: bool,
    /// Generated blocks of `docs/` that differ from what their source prints now.
    pub eski_bloklar: Vec<belge::BelgeBlogu>,
    /// Pictures under `docs/img/` that are not what the models draw now (or that nothing draws).
    pub eski_resimler: Vec<PathBuf>,
    /// Why the docs could not be checked, if they could not.
    pub belge_hatasi: Option<String>,
    /// Where the book's chapter list (`docs/SUMMARY.md`) and the pages of `docs/` disagree.
    pub icindekiler: Vec<String>,
    /// How many kept counterexamples and witnesses were replayed through `olc`.
    pub tekrar_sayisi: usize,
    /// How many of them each lesson has, by its name.
    pub tekrar_dersleri: std::collections::BTreeMap<String, usize>,
    /// The lessons whose outputs the published ones do not hold (not compared).
    pub yayimlanmamis: Vec<String>,
    /// The ones whose replay did not reproduce the path or its claim's verdict, with why.
    pub bozuk_tekrarlar: Vec<String>,
    /// How many claims ran (if claims were checked).
    pub iddia_sayisi: Option<usize>,
    /// The failing claims, as `lider hesaba_donus::kk4_yilda_6_devralma_duyarlilik_12`.
    pub bozuk_iddialar: Vec<String>,
    /// The lessons' exercises that their programs cannot solve any more, with why.
    pub bozuk_alistirmalar: Vec<String>,
    /// How many exercises were solved.
    pub alistirma_sayisi: usize,
    /// Quotes of program text in `docs/` and the README that nothing prints any more
    /// ([`crate::alinti`]).
    pub eski_alintilar: Vec<crate::alinti::EskiAlinti>,
    /// How many quotes were program text, and so checked.
    pub alinti_sayisi: usize,
    /// The lesson texts' checks, when `--metin` named texts.
    pub metin: Option<metin::MetinRaporu>,
}

impl DogrulamaRaporu {
    /// True when everything checked matched.
    pub fn temiz(&self) -> bool {
        self.sahipsiz.is_empty()
            && self.kosular.iter().all(|k| k.sonuc == DogrulamaSonucu::Ayni)
            && self.eski_bloklar.is_empty()
            && self.eski_resimler.is_empty()
            && self.belge_hatasi.is_none()
            && self.icindekiler.is_empty()
            && self.eski_alintilar.is_empty()
            && self.bozuk_iddialar.is_empty()
            && self.bozuk_tekrarlar.is_empty()
            && self.bozuk_alistirmalar.is_empty()
            && self.metin.as_ref().is_none_or(|m| m.temiz())
    }

    /// The runs that did not match, by label.
    pub fn bozuklar(&self) -> Vec<&str> {
        self.kosular
            .iter()
            .filter(|k| k.sonuc != DogrulamaSonucu::Ayni)
            .map(|k| k.etiket.as_str())
            .collect()
    }

    /// The runs whose output changed against their snapshot.
    pub fn degisenler(&self) -> Vec<&str> {
        let k = self.kosular.iter().filter(|k| k.sonuc == DogrulamaSonucu::Degisti);
        k.map(|k| k.etiket.as_str()).collect()
    }
}

/// The published outputs beside the tree, if they are there.
pub fn yayimlanan() -> Option<PathBuf> {
    Gereksinim::Yayimlanan.klasor().filter(|k| k.is_dir())
}

/// Runs every declared program, comparing those without arguments with the published outputs
/// in `referans` when given: (run, outcome, output).
fn kos(
    programlar: &programlar::Derlenen,
    snapshot: bool,
    referans: Option<&Path>,
) -> GorevSonucu<Vec<(Kosu, DogrulamaSonucu, Option<String>)>> {
    Ok(kosular()?
        .into_iter()
        .map(|k| match programlar.get(&(k.paket, k.program.ad().to_string())) {
            None => {
                let neden = format!("{} paketinde {} yok", k.paket, k.program.ad());
                (k, DogrulamaSonucu::Calismadi(neden), None)
            }
            Some(yol) => {
                let (sonuc, cikti) = calistir(&k, yol, referans, snapshot);
                (k, sonuc, cikti)
            }
        })
        .collect())
}

/// The programs' outputs without arguments, by (lesson, program): what the lesson texts print.
pub fn ciktilar() -> GorevSonucu<metin::Ciktilar> {
    let mut c = metin::Ciktilar::new();
    for (k, sonuc, cikti) in kos(&programlar::derle()?, false, None)? {
        if !k.arg.is_empty() {
            continue;
        }
        match (sonuc, cikti) {
            (_, Some(metin)) => c.insert((k.paket.to_string(), k.program.ad().to_string()), metin),
            (DogrulamaSonucu::Calismadi(neden), None) => {
                return Err(Hata::Calismadi(format!("{}: {neden}", k.etiket())));
            }
            _ => None,
        };
    }
    Ok(c)
}

/// Runs everything verify checks; `iddialar` also runs the lessons' claims, `metin` names
/// lesson texts to check as well, and `referans` is the folder of published outputs to compare
/// with ([`yayimlanan`]), if any.
pub fn dogrula(
    iddialar: bool,
    metin: &[PathBuf],
    referans: Option<&Path>,
) -> GorevSonucu<DogrulamaRaporu> {
    let mut rapor =
        DogrulamaRaporu { referans_var: referans.is_some(), ..DogrulamaRaporu::default() };
    let mut ciktilar = HashMap::new();
    let mut yalin = metin::Ciktilar::new();
    let programlar = programlar::derle()?;
    for (k, sonuc, cikti) in kos(&programlar, true, referans)? {
        if let Some(c) = cikti {
            if k.arg.is_empty() {
                yalin.insert((k.paket.to_string(), k.program.ad().to_string()), c.clone());
            }
            ciktilar.insert(k.komut(), c);
        }
        rapor.kosular.push(KosuSonucu { etiket: k.etiket(), sonuc });
    }
    rapor.sahipsiz = sahipsiz_snapshotlar()?;
    match belge::bloklar(&ciktilar, YazmaKipi::Denetle) {
        Ok(b) => rapor.eski_bloklar = b,
        Err(e) => rapor.belge_hatasi = Some(e.to_string()),
    }
    match crate::alinti::denetle(&ciktilar) {
        Ok((sayi, eski)) => (rapor.alinti_sayisi, rapor.eski_alintilar) = (sayi, eski),
        Err(e) => rapor.belge_hatasi = Some(e),
    }
    rapor.eski_resimler = belge::resimler(YazmaKipi::Denetle)?;
    rapor.icindekiler = crate::icindekiler::denetle(&cargo::kok().join("docs"))
        .unwrap_or_else(|e| vec![format!("docs/SUMMARY.md okunamadı: {e}")]);
    let (dersleri, bozuk) = crate::tekrar::denetle(&programlar).map_err(Hata::Calismadi)?;
    rapor.tekrar_sayisi = dersleri.values().sum();
    (rapor.tekrar_dersleri, rapor.bozuk_tekrarlar) = (dersleri, bozuk);
    if let Some(referans) = referans {
        let yok = dersler::DERSLER.iter().map(|d| d.ad()).filter(|d| !referans.join(d).is_dir());
        rapor.yayimlanmamis = yok.map(String::from).collect();
    }
    for d in dersler::DERSLER {
        for c in d.alistirmalar() {
            rapor.alistirma_sayisi += 1;
            if let Err(e) = c {
                rapor.bozuk_alistirmalar.push(e);
            }
        }
    }
    let mut butun_iddialar = Vec::new();
    if iddialar {
        let (hepsi, bozuk) = iddia::denetle()?;
        (rapor.iddia_sayisi, rapor.bozuk_iddialar) = (Some(hepsi.len()), bozuk);
        butun_iddialar = hepsi;
    }
    if !metin.is_empty() {
        let g = metin::MetinGirdisi {
            yollar: metin,
            ciktilar: &yalin,
            iddialar: &butun_iddialar,
            bozuk: &rapor.bozuk_iddialar,
            node: true,
        };
        rapor.metin = Some(metin::denetle(&g));
    }
    Ok(rapor)
}

/// Runs every program and rewrites `docs/`'s generated blocks with their outputs, and redraws
/// the pictures; returns the changed blocks and pictures.
pub fn belgeleri_yaz() -> GorevSonucu<(Vec<belge::BelgeBlogu>, Vec<PathBuf>)> {
    let mut ciktilar = HashMap::new();
    for (k, sonuc, cikti) in kos(&programlar::derle()?, false, None)? {
        match (sonuc, cikti) {
            (_, Some(c)) => ciktilar.insert(k.komut(), c),
            (DogrulamaSonucu::Calismadi(neden), None) => {
                return Err(crate::hata::Hata::Calismadi(format!("{}: {neden}", k.etiket())));
            }
            _ => None,
        };
    }
    Ok((belge::bloklar(&ciktilar, YazmaKipi::Yaz)?, belge::resimler(YazmaKipi::Yaz)?))
}

fn calistir(
    k: &Kosu,
    yol: &Path,
    referans: Option<&Path>,
    snapshot: bool,
) -> (DogrulamaSonucu, Option<String>) {
    let cikti = match Command::new(yol).args(&k.arg).output() {
        Ok(c) => c,
        Err(e) => return (DogrulamaSonucu::Calismadi(format!("{}: {e}", yol.display())), None),
    };
    if !cikti.status.success() {
        let hata = String::from_utf8_lossy(&cikti.stderr);
        return (
            DogrulamaSonucu::Calismadi(format!("{}: {}", cikti.status, hata.trim_end())),
            None,
        );
    }
    let Ok(metin) = String::from_utf8(cikti.stdout) else {
        return (DogrulamaSonucu::Calismadi("çıktı UTF-8 değil".into()), None);
    };
    if snapshot && !snapshot_ile_ayni(k, &metin) {
        let var = snapshot_klasoru().join(format!("{}.snap", k.ad())).is_file();
        return (if var { DogrulamaSonucu::Degisti } else { DogrulamaSonucu::Yeni }, Some(metin));
    }
    // a lesson whose outputs are not published yet (no folder of its own) is not compared
    let referans = referans.filter(|klasor| klasor.join(k.paket).is_dir());
    let sonuc = match (referans, k.referans()) {
        (Some(klasor), Some(dosya)) => match std::fs::read(klasor.join(&dosya)) {
            Ok(yayimlanan) if yayimlanan == metin.as_bytes() => DogrulamaSonucu::Ayni,
            Ok(_) => DogrulamaSonucu::ReferanstanFarkli,
            Err(e) => DogrulamaSonucu::Calismadi(format!("{dosya}: {e}")),
        },
        _ => DogrulamaSonucu::Ayni,
    };
    (sonuc, Some(metin))
}

/// Compares with insta: a mismatch prints insta's diff and (outside CI) leaves a `.snap.new`
/// for `cargo xtask accept` or `cargo insta review`.
fn snapshot_ile_ayni(k: &Kosu, metin: &str) -> bool {
    let mut ayar = insta::Settings::clone_current();
    ayar.set_snapshot_path(snapshot_klasoru());
    ayar.set_prepend_module_to_snapshot(false);
    ayar.set_omit_expression(true);
    ayar.set_description(k.komut());
    // insta trims trailing newlines; the byte-exact check is the reference comparison.
    let onceki = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let sonuc = catch_unwind(AssertUnwindSafe(|| {
        ayar.bind(|| insta::assert_snapshot!(k.ad(), metin));
    }));
    std::panic::set_hook(onceki);
    sonuc.is_ok()
}

fn sahipsiz_snapshotlar() -> GorevSonucu<Vec<PathBuf>> {
    let Ok(okunan) = std::fs::read_dir(snapshot_klasoru()) else { return Ok(Vec::new()) };
    let adlar: Vec<String> = kosular()?.iter().map(Kosu::ad).collect();
    let mut sahipsiz: Vec<PathBuf> = okunan
        .filter_map(|g| g.ok().map(|g| g.path()))
        .filter(|yol| yol.extension().is_some_and(|u| u == "snap"))
        .filter(|yol| {
            let ad = yol.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
            !adlar.iter().any(|a| a == ad)
        })
        .collect();
    sahipsiz.sort();
    Ok(sahipsiz)
}

/// Prints the report: a line per run, the stale docs blocks, the broken claims, then what to do.
pub fn yazdir(r: &DogrulamaRaporu) {
    for k in &r.kosular {
        let durum = match &k.sonuc {
            DogrulamaSonucu::Ayni => "ayni".to_string(),
            DogrulamaSonucu::Degisti => "DEĞİŞTİ (snapshot farkı yukarıda)".to_string(),
            DogrulamaSonucu::Yeni => "YENİ: snapshot'ı yok".to_string(),
            DogrulamaSonucu::ReferanstanFarkli => "YAYIMLANAN ÇIKTIDAN FARKLI".to_string(),
            DogrulamaSonucu::Calismadi(neden) => format!("ÇALIŞMADI: {neden}"),
        };
        println!("  {:<40} {durum}", k.etiket);
    }
    for yol in &r.sahipsiz {
        println!("  {:<40} SAHİPSİZ: listede böyle bir çalıştırma yok", yol.display());
    }
    if !r.referans_var {
        let g = Gereksinim::Yayimlanan;
        println!("  ({} yok: {} ile karşılaştırma yapılmadı)", g.ad(), g.anlami());
    }
    if !r.yayimlanmamis.is_empty() {
        println!(
            "  (yayımlanmış çıktısı olmayan ders, karşılaştırılmadı: {})",
            r.yayimlanmamis.join(", ")
        );
    }
    for b in &r.eski_bloklar {
        println!("  ESKİ BELGE BLOĞU: {}", b.etiket());
    }
    for yol in &r.eski_resimler {
        println!("  ESKİ RESİM: {} (cargo xtask docs yeniden çizer)", yol.display());
    }
    if let Some(e) = &r.belge_hatasi {
        println!("  BELGE HATASI: {e}");
    }
    satir_satir("KİTAP İÇİNDEKİLERİ", &r.icindekiler);
    for a in &r.eski_alintilar {
        println!("  ESKİ ALINTI: {a}: hiçbir program, verify ya da keşif aracı bunu basmıyor");
    }
    println!(
        "  belgelerde programların metnini aktaran {} alıntı denetlendi, {} eski",
        r.alinti_sayisi,
        r.eski_alintilar.len()
    );
    satir_satir("BOZUK İDDİA", &r.bozuk_iddialar);
    satir_satir("TEKRARLANAMAYAN ÖRNEK", &r.bozuk_tekrarlar);
    println!(
        "  {} karşı örnek ve örnek komut satırından tekrarlandı, {} tekrarlanamadı",
        r.tekrar_sayisi,
        r.bozuk_tekrarlar.len()
    );
    if let Some(sayi) = r.iddia_sayisi {
        println!("  {sayi} iddia denendi, {} bozuk", r.bozuk_iddialar.len());
    }
    satir_satir("BOZUK ALIŞTIRMA", &r.bozuk_alistirmalar);
    println!(
        "  {} alıştırma programla çözüldü, {} çözülemedi",
        r.alistirma_sayisi - r.bozuk_alistirmalar.len(),
        r.bozuk_alistirmalar.len()
    );
    if let Some(m) = &r.metin {
        metin::yazdir(m);
    }
    if r.temiz() {
        println!("verify: {} çalıştırma, belgeler ve iddialar tamam", r.kosular.len());
    } else {
        basarisizligi_yaz(r);
    }
}

/// Prints each of `ogeler` on a line of its own after `etiket` (`  BOZUK İDDİA: ...`).
fn satir_satir(etiket: &str, ogeler: &[String]) {
    for o in ogeler {
        println!("  {etiket}: {o}");
    }
}

/// The failed report's summary line, then what to do about each kind of problem.
fn basarisizligi_yaz(r: &DogrulamaRaporu) {
    let bozuk = r.bozuklar();
    println!(
        "verify: BAŞARISIZ: {} değişen ya da çalışmayan çalıştırma, {} sahipsiz snapshot, {} eski ya da uyuşmayan belge, {} bozuk iddia, tekrarlanamayan örnek ya da çözülemeyen alıştırma",
        bozuk.len(),
        r.sahipsiz.len(),
        r.eski_bloklar.len()
            + r.eski_resimler.len()
            + r.icindekiler.len()
            + r.eski_alintilar.len()
            + usize::from(r.belge_hatasi.is_some()),
        r.bozuk_iddialar.len() + r.bozuk_tekrarlar.len() + r.bozuk_alistirmalar.len()
    );
    if let Some(m) = &r.metin {
        println!(
            "verify --metin: {} eski basılı çıktı, {} başka ders metni bulgusu",
            m.eski_ciktilar().len(),
            m.oteki_bulgular()
        );
    }
    if !bozuk.is_empty() {
        println!("değişen ya da çalışmayan: {}", bozuk.join(", "));
    }
    if !bozuk.is_empty()
        || !r.eski_bloklar.is_empty()
        || !r.eski_resimler.is_empty()
        || !r.sahipsiz.is_empty()
    {
        println!("Değişiklik isteniyorsa farkları okuyup kabul edin: cargo xtask accept");
    }
    if !r.icindekiler.is_empty() {
        println!("Kitabın bölümleri docs/SUMMARY.md'de listelenir: her docs/*.md sayfası bir kez.");
    }
    if !r.bozuk_iddialar.is_empty() {
        println!(
            "Bozuk iddialar ders metnindeki cümlelerdir: cümleyi ve testini birlikte güncelleyin."
        );
    }
    if let Some(m) = r.metin.as_ref().filter(|m| !m.temiz()) {
        if !m.eski_ciktilar().is_empty() {
            println!("Eski basılı çıktıları cargo xtask accept --metin YOL yerinde yeniden yazar.");
        }
        if m.oteki_bulgular() > 0 {
            println!(
                "Ders metinlerinin öteki bulgularını (kod satırları, bulunamayan bloklar, metnin kodu) yazar düzeltir; accept --metin yalnız basılı çıktıları yazar."
            );
        }
    }
}

/// Deletes pending `.snap.new` files and orphaned snapshots (after an accept).
pub fn temizle() -> std::io::Result<()> {
    for yol in sahipsiz_snapshotlar().map_err(|e| std::io::Error::other(e.to_string()))? {
        std::fs::remove_file(yol)?;
    }
    for g in std::fs::read_dir(snapshot_klasoru())? {
        let yol = g?.path();
        if yol.to_string_lossy().ends_with(".snap.new") {
            std::fs::remove_file(yol)?;
        }
    }
    Ok(())
}
