#![forbid(unsafe_code)]
//! The project's chores: `cargo xtask verify`, `cargo xtask accept`, `cargo xtask test`.

mod cargo;
mod dogrula;
mod programlar;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Projenin isleri: ciktilari dogrulamak, degisiklikleri kabul etmek, butun testleri kosmak.
#[derive(Parser)]
#[command(version)]
struct Arg {
    #[command(subcommand)]
    is: Is,
}

#[derive(Subcommand)]
enum Is {
    /// Her programi kosar, ciktisini xtask/snapshots'taki anlik goruntuyle (ve varsa
    /// ../shared/reference'taki yayimlanan ciktiyla) karsilastirir; farkta 1 ile cikar.
    Verify,
    /// Bugunku ciktilari yeni anlik goruntu olarak yazar (farklari once verify ile okuyun).
    Accept,
    /// Her paketin testlerini ayri ayri kosar (ayni adli programlar birbirini ezmesin),
    /// xtask'in testi de verify'i kosar.
    Test,
}

fn main() -> ExitCode {
    match Arg::parse().is {
        Is::Verify => verify(),
        Is::Accept => accept(),
        Is::Test => test(),
    }
}

fn verify() -> ExitCode {
    match dogrula::dogrula() {
        Ok(r) => {
            dogrula::yazdir(&r);
            if r.temiz() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
        }
        Err(e) => {
            eprintln!("verify: {e}");
            ExitCode::FAILURE
        }
    }
}

fn accept() -> ExitCode {
    // insta writes snapshots in place when INSTA_UPDATE=always; run verify that way.
    let Ok(kendi) = std::env::current_exe() else { return ExitCode::FAILURE };
    let durum = std::process::Command::new(kendi)
        .arg("verify")
        .env("INSTA_UPDATE", "always")
        .env("INSTA_FORCE_PASS", "1")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status();
    if let Err(e) = dogrula::temizle() {
        eprintln!("accept: {e}");
        return ExitCode::FAILURE;
    }
    match durum {
        Ok(_) => verify(),
        Err(e) => {
            eprintln!("accept: {e}");
            ExitCode::FAILURE
        }
    }
}

fn test() -> ExitCode {
    let paketler = match cargo::paketler() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("test: {e}");
            return ExitCode::FAILURE;
        }
    };
    for paket in paketler {
        eprintln!("== cargo test -p {paket}");
        let durum =
            cargo::cargo().args(["test", "--package", &paket]).current_dir(cargo::kok()).status();
        if !durum.is_ok_and(|d| d.success()) {
            eprintln!("test: {paket} paketinin testleri gecmedi");
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The snapshot comparison, inside `cargo test`: every declared run matches.
    #[test]
    fn butun_ciktilar_snapshotlarla_ayni() {
        let r = dogrula::dogrula().expect("programs build");
        dogrula::yazdir(&r);
        assert!(r.temiz(), "degisen: {:?}", r.bozuklar());
    }

    #[test]
    fn kosu_adlari_tekil() {
        let mut adlar: Vec<_> = programlar::KOSULAR.iter().map(|k| k.ad()).collect();
        adlar.sort();
        adlar.dedup();
        assert_eq!(adlar.len(), programlar::KOSULAR.len());
    }
}
