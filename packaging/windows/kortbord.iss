; Inno Setup script for kortbord's Windows installer, built by `python packaging/build.py exe`,
; which passes AppVersion, SourceDir (the frozen folder), IconFile and OutputDir with /D.
; A per-user install: no administrator rights, Start-menu entry, optional desktop shortcut,
; an uninstaller, and the installer itself in English, Danish or Swedish.

#ifndef AppVersion
  #error Pass /DAppVersion=... (packaging/build.py does)
#endif

[Setup]
AppId={{6C1E2F0B-5A8D-4E63-9B1C-7D2A4F8E3B15}
AppName=kortbord
AppVersion={#AppVersion}
AppVerName=kortbord {#AppVersion}
AppPublisher=The kortbord authors
DefaultDirName={autopf}\kortbord
DefaultGroupName=kortbord
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename=kortbord-{#AppVersion}-setup
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\kortbord.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "da"; MessagesFile: "compiler:Languages\Danish.isl"
; Swedish is one of Inno Setup's unofficial translations: the release workflow puts it beside this script.
Name: "sv"; MessagesFile: "Swedish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\kortbord"; Filename: "{app}\kortbord.exe"; Comment: "{cm:AppComment}"
Name: "{autodesktop}\kortbord"; Filename: "{app}\kortbord.exe"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[CustomMessages]
en.AppComment=Danish and Swedish family card games
da.AppComment=Danske og svenske familiekortspil
sv.AppComment=Danska och svenska familjekortspel

[Run]
Filename: "{app}\kortbord.exe"; Description: "{cm:LaunchProgram,kortbord}"; Flags: nowait postinstall skipifsilent
