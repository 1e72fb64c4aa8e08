#![forbid(unsafe_code)]
//! `olc`: the lesson's measurements (without and with a supervisor, then the scan sweep).

fn main() -> std::process::ExitCode {
    program::ana::<denetci::Denetci>(ders::Program::Olc)
}
