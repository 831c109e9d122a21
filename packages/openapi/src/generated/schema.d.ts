/**
 * GENERATED FILE, do not edit: `npm run generate -w @qt/openapi` writes it from src/build.
 */

export interface paths {
    "/sys/randomImage/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 验证码图片
         * @description A 4-character captcha for this check key as a data-URL image; valid 60 s, once.
         */
        get: operations["sysRandomImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 账号登录
         * @description Code 412 wrong captcha; throttled after 5 failures per username or address (10 minutes).
         */
        post: operations["sysLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/sms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 发送短信验证码
         * @description Sends a login code through the configured sender; codes expire in 10 minutes, one use.
         */
        post: operations["sysSms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/phoneLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 手机号登录 */
        post: operations["sysPhoneLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 退出登录
         * @description Revokes the token in X-Access-Token (if any).
         */
        post: operations["sysLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/thirdLogin/getLoginUser/{token}/{thirdType}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 第三方登录：取登录用户
         * @description Answers a clear 'not configured' error until a provider is configured.
         */
        get: operations["sysThirdLoginGetLoginUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/cas/client/validateLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CAS 票据校验登录
         * @description Answers a clear 'not configured' error until a CAS server is configured.
         */
        post: operations["sysCasClientValidateLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/online/forceLogout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 强制退出用户 */
        post: operations["sysOnlineForceLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/user/getUserInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前用户信息 */
        get: operations["sysUserGetUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/permission/getUserPermissionByToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前用户的菜单与权限 */
        get: operations["sysPermissionGetUserPermissionByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/user/getCurrentUserDeparts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 当前用户的部门 */
        get: operations["sysUserGetCurrentUserDeparts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/selectDepart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 切换当前部门 */
        put: operations["selectDepart"];
        /** 切换当前部门 */
        post: operations["selectDepartPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/user/updatePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * 修改自己的密码
         * @description Revokes every other session of the user.
         */
        put: operations["updatePassword"];
        /**
         * 修改自己的密码
         * @description Revokes every other session of the user.
         */
        post: operations["updatePasswordPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/common/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * 上传文件
         * @description The saved path is answered in `message` (a JeecgBoot quirk); `result` holds it too. Size limit, extension and content-type allow-list.
         */
        post: operations["sysCommonUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/common/static/{filePath}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 读取上传的文件
         * @description `filePath` is the path answered by upload and may contain `/`. Never outside the upload root; SVG and HTML are sent as attachments.
         */
        get: operations["sysCommonStatic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/common/pdf/pdfPreviewIframe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** PDF 预览页 */
        get: operations["sysCommonPdfPdfPreviewIframe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/duplicate/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 重复校验
         * @description Success 该值可用！, failure 该值不可用，系统中已存在！. Only registered tables and fields.
         */
        get: operations["sysDuplicateCheck"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/checkRule/checkByCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 编码规则校验
         * @description Failure carries the rule's message.
         */
        get: operations["sysCheckRuleCheckByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/dict/getDictItems/{dictCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 字典项
         * @description No `_t` is added to this call. An unsuccessful answer means no options.
         */
        get: operations["sysDictGetDictItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/dict/loadDictItem/{dictCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 按值取字典文本 */
        get: operations["sysDictLoadDictItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/dict/loadDict/{dictCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 字典搜索
         * @description The search select calls this with a 300 ms debounce (800 ms for the search-select variant).
         */
        get: operations["sysDictLoadDict"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/dict/loadTreeData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * 表字典树
         * @description Only registered tables and fields; `condition` is a JSON object string of equality filters on registered fields.
         */
        get: operations["sysDictLoadTreeData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/dict/refleshCache": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 刷新字典缓存 */
        get: operations["sysDictRefleshCache"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sys/dict/queryAllDictItems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 全部字典项 */
        get: operations["sysDictQueryAllDictItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AuthEntry: {
            /** @description Permission code(s), comma-separated */
            action: string;
            /**
             * @description '1' show/hide, '2' disable
             * @enum {string}
             */
            type: "1" | "2";
            describe?: string;
            /**
             * @description '1' valid, '0' invalid (allAuth only)
             * @enum {string}
             */
            status?: "0" | "1";
        };
        Depart: {
            id: string;
            /** @description 部门编码 */
            orgCode: string;
            /** @description 部门名称 */
            departName: string;
            parentId?: string | null;
            /** @description 1公司 2部门 3岗位 */
            orgCategory?: string;
        };
        /** @description Every dictionary's items by dictionary code */
        DictCache: {
            [key: string]: components["schemas"]["DictOption"][];
        };
        /** @description A dictionary item as the widgets use it */
        DictOption: {
            /** @description 存储值 */
            value: string;
            /** @description 显示文本 */
            text: string;
            /** @description 同 text */
            title?: string;
            /** @description 同 text */
            label?: string;
            /** @description 标签颜色 */
            color?: string | null;
        };
        HeartBeatReply: {
            /** @constant */
            type: "heart_beat";
            data: boolean;
        };
        /** @description Server's answer to the client's text `HeartBeat` */
        HeartCheck: {
            /** @constant */
            cmd: "heartcheck";
        };
        LoginResult: {
            /** @description Access token for X-Access-Token */
            token: string;
            userInfo: components["schemas"]["LoginUserInfo"];
            departs: components["schemas"]["Depart"][];
            /** @description 0 no department, 1 one, 2 several (the client asks which) */
            multi_depart: number;
            tenantList?: components["schemas"]["Tenant"][];
            sysAllDictItems: components["schemas"]["DictCache"];
        };
        /** @description The user as the session sees it: never a password or salt */
        LoginUserInfo: {
            /** @description 用户ID */
            id: string;
            /** @description 登录账号 */
            username: string;
            /** @description 真实姓名 */
            realname: string;
            /** @description 头像路径 */
            avatar?: string | null;
            /** @description 生日 yyyy-MM-dd */
            birthday?: string | null;
            /** @description 性别 1男 2女 */
            sex?: number | null;
            email?: string | null;
            phone?: string | null;
            /** @description 当前部门编码 */
            orgCode?: string | null;
            /** @description 当前部门名称 */
            orgCodeTxt?: string | null;
            /** @description 状态 1正常 2冻结 */
            status?: number;
            /** @description 删除标记 0正常 */
            delFlag?: number;
            workNo?: string | null;
            /** @description 职务编码（逗号分隔） */
            post?: string | null;
            telephone?: string | null;
            /** @description 所属租户ID（逗号分隔） */
            relTenantIds?: string | null;
            /** @description 身份 1普通成员 2上级 */
            userIdentity?: number | null;
            /** @description 负责部门（逗号分隔） */
            departIds?: string | null;
            clientId?: string | null;
            /** @description 当前租户 */
            loginTenantId?: number | null;
            /** @description 首次登录须修改密码（生成的初始密码） */
            mustChangePassword?: boolean;
        };
        MenuNode: {
            id: string;
            /**
             * @description '1' builds a route, '0' does not
             * @enum {string}
             */
            route: "0" | "1";
            path: string;
            name: string;
            /** @description e.g. layouts/RouteView, system/UserList */
            component: string;
            redirect?: string | null;
            hidden?: boolean;
            alwaysShow?: boolean;
            meta: {
                /** @description 菜单标题 */
                title: string;
                icon?: string | null;
                /** @description 缓存页面 */
                keepAlive?: boolean;
                /** @description 外部链接在新窗口打开 */
                internalOrExternal?: boolean;
                componentName?: string | null;
                /** @description 外部链接地址 */
                url?: string | null;
                hideTab?: boolean;
                permissionList?: components["schemas"]["AuthEntry"][];
            };
            children?: components["schemas"]["MenuNode"][];
        };
        /** @description Server → client on /websocket/{userId} */
        NoticePush: {
            /**
             * @description 'topic' to everyone, 'user' to named users
             * @enum {string}
             */
            cmd: "topic" | "user";
            /** @description Announcement id */
            msgId?: string;
            /** @description Text (spoken when the user enabled it) */
            msgTxt: string;
        };
        Tenant: {
            id: number;
            /** @description 租户名称 */
            name: string;
            /** @description 1正常 0冻结 */
            status?: number;
        };
        TreeNode: {
            key: string;
            value: string;
            title: string;
            label?: string;
            /** @description true/1 has no children */
            leaf?: boolean | number;
            isLeaf?: boolean;
            pid?: string | null;
            children?: components["schemas"]["TreeNode"][];
        };
        UserPermissions: {
            menu: components["schemas"]["MenuNode"][];
            auth: components["schemas"]["AuthEntry"][];
            allAuth: components["schemas"]["AuthEntry"][];
            sysSafeMode?: boolean;
        };
        /** @description Both directions on /vxeSocket/{userId}/{pageId} */
        VxeMessage: {
            /** @constant */
            type: "heart_beat";
            /** @description The client sends any value; the server answers true */
            data?: unknown;
        } | {
            /** @constant */
            type: "update_vxe_table";
            data: {
                /** @description Which grid on the page */
                socketKey: string;
                /** @description The change: e.g. [rowId, newRow] */
                args?: unknown;
            };
        } | {
            /** @constant */
            type: "common_send_date";
            data?: unknown;
        };
    };
    responses: {
        /** @description Token missing, invalid or expired: `code 401`, message `Token失效，请重新登录!` */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description Decide on this, never on code */
                    success: boolean;
                    /** @description Text to show; a success text may also be in result on older servers */
                    message: string;
                    /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                    code: number;
                    result?: unknown;
                    /** @description Milliseconds since the epoch */
                    timestamp: number;
                };
            };
        };
        /** @description The caller lacks the permission: `code 510` */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description Decide on this, never on code */
                    success: boolean;
                    /** @description Text to show; a success text may also be in result on older servers */
                    message: string;
                    /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                    code: number;
                    result?: unknown;
                    /** @description Milliseconds since the epoch */
                    timestamp: number;
                };
            };
        };
        /** @description The request does not match the contract; nothing was changed */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": {
                    /** @description Decide on this, never on code */
                    success: boolean;
                    /** @description Text to show; a success text may also be in result on older servers */
                    message: string;
                    /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                    code: number;
                    result?: unknown;
                    /** @description Milliseconds since the epoch */
                    timestamp: number;
                };
            };
        };
    };
    parameters: {
        /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
        Timestamp: string;
        /** @description Uppercase MD5 of the sorted, signed parameters plus the public salt (WIRE.md) */
        Sign: string;
        /** @description Milliseconds since the epoch; accepted up to 5 minutes old */
        SignTimestamp: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    sysRandomImage: {
        parameters: {
            query?: {
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: never;
            path: {
                /** @description A random check key chosen by the client (sent back as checkKey on login) */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        /** @description data:image/… URL */
                        result?: string;
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    sysLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    captcha?: string;
                    checkKey?: string;
                    remember_me?: boolean;
                };
            };
        };
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: components["schemas"]["LoginResult"];
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    sysSms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 手机号 */
                    mobile: string;
                    /** @description 0 登录 1 注册 2 忘记密码 */
                    smsmode?: string;
                };
            };
        };
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: string | null;
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    sysPhoneLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 手机号 */
                    mobile: string;
                    /** @description 短信验证码 */
                    captcha: string;
                };
            };
        };
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: components["schemas"]["LoginResult"];
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    sysLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: null;
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    sysThirdLoginGetLoginUser: {
        parameters: {
            query?: {
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: never;
            path: {
                /** @description The provider's one-time token */
                token: string;
                /** @description github, wechat_enterprise, dingtalk… */
                thirdType: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: components["schemas"]["LoginResult"];
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    sysCasClientValidateLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ticket: string;
                    service: string;
                };
            };
        };
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: components["schemas"]["LoginResult"];
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    sysOnlineForceLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The session to end (from the online list) */
                    token?: string;
                    /** @description …or every session of this user */
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: null;
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sysUserGetUserInfo: {
        parameters: {
            query?: {
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: {
                            userInfo: components["schemas"]["LoginUserInfo"];
                            sysAllDictItems?: components["schemas"]["DictCache"];
                        };
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sysPermissionGetUserPermissionByToken: {
        parameters: {
            query?: {
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: components["schemas"]["UserPermissions"];
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sysUserGetCurrentUserDeparts: {
        parameters: {
            query?: {
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: {
                            list: components["schemas"]["Depart"][];
                            orgCode?: string | null;
                        };
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    selectDepart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orgCode: string;
                    username?: string;
                };
            };
        };
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: {
                            userInfo: components["schemas"]["LoginUserInfo"];
                        };
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    selectDepartPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orgCode: string;
                    username?: string;
                };
            };
        };
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: {
                            userInfo: components["schemas"]["LoginUserInfo"];
                        };
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updatePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    oldpassword: string;
                    password: string;
                    confirmpassword: string;
                };
            };
        };
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: string | null;
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updatePasswordPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    oldpassword: string;
                    password: string;
                    confirmpassword: string;
                };
            };
        };
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: string | null;
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sysCommonUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description The file */
                    file: string;
                    /**
                     * @description Folder under the upload root
                     * @default temp
                     */
                    biz?: string;
                    /** @description '1' from grid upload cells */
                    isup?: string;
                    /** @description '1' from the rich-text editor (with biz=jeditor) */
                    jeditor?: string;
                };
            };
        };
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: string | null;
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sysCommonStatic: {
        parameters: {
            query?: {
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: never;
            path: {
                /** @description Path answered by upload */
                filePath: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    sysCommonPdfPdfPreviewIframe: {
        parameters: {
            query?: {
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page embedding the PDF viewer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    sysDuplicateCheck: {
        parameters: {
            query: {
                tableName: string;
                fieldName: string;
                fieldVal: string;
                /** @description Id of the record being edited (excluded from the check) */
                dataId?: string;
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: string | null;
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sysCheckRuleCheckByCode: {
        parameters: {
            query: {
                ruleCode: string;
                /** @description URI-encoded value */
                value: string;
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: string | null;
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sysDictGetDictItems: {
        parameters: {
            query?: {
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: {
                /** @description Uppercase MD5 of the sorted, signed parameters plus the public salt (WIRE.md) */
                "X-Sign"?: components["parameters"]["Sign"];
                /** @description Milliseconds since the epoch; accepted up to 5 minutes old */
                "X-TIMESTAMP"?: components["parameters"]["SignTimestamp"];
            };
            path: {
                /** @description A dictionary code (`sex`) or a registered table dictionary `table,text,code[,condition]` */
                dictCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: components["schemas"]["DictOption"][];
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sysDictLoadDictItem: {
        parameters: {
            query: {
                /** @description Comma-separated values */
                key: string;
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: {
                /** @description Uppercase MD5 of the sorted, signed parameters plus the public salt (WIRE.md) */
                "X-Sign"?: components["parameters"]["Sign"];
                /** @description Milliseconds since the epoch; accepted up to 5 minutes old */
                "X-TIMESTAMP"?: components["parameters"]["SignTimestamp"];
            };
            path: {
                /** @description A dictionary code (`sex`) or a registered table dictionary `table,text,code[,condition]` */
                dictCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        /** @description Texts in the order of the keys; the first is the text of a single key */
                        result?: string[];
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sysDictLoadDict: {
        parameters: {
            query?: {
                keyword?: string;
                pageSize?: number;
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: {
                /** @description Uppercase MD5 of the sorted, signed parameters plus the public salt (WIRE.md) */
                "X-Sign"?: components["parameters"]["Sign"];
                /** @description Milliseconds since the epoch; accepted up to 5 minutes old */
                "X-TIMESTAMP"?: components["parameters"]["SignTimestamp"];
            };
            path: {
                /** @description A dictionary code (`sex`) or a registered table dictionary `table,text,code[,condition]` */
                dictCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: components["schemas"]["DictOption"][];
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sysDictLoadTreeData: {
        parameters: {
            query: {
                /** @description Parent id; the root is '0' */
                pid?: string;
                tableName: string;
                text: string;
                code: string;
                pidField: string;
                hasChildField?: string;
                condition?: string;
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: {
                /** @description Uppercase MD5 of the sorted, signed parameters plus the public salt (WIRE.md) */
                "X-Sign"?: components["parameters"]["Sign"];
                /** @description Milliseconds since the epoch; accepted up to 5 minutes old */
                "X-TIMESTAMP"?: components["parameters"]["SignTimestamp"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: components["schemas"]["TreeNode"][];
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sysDictRefleshCache: {
        parameters: {
            query?: {
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: null;
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    sysDictQueryAllDictItems: {
        parameters: {
            query?: {
                /** @description Unix seconds added by the client to every GET except dictionary-item calls (cache buster; ignored) */
                _t?: components["parameters"]["Timestamp"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Result envelope */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Decide on this, never on code */
                        success: boolean;
                        /** @description Text to show; a success text may also be in result on older servers */
                        message: string;
                        /** @description 200 (or 0) ok, 201 import with error rows, 401 token invalid, 412 wrong captcha, 500 error, 510 no permission */
                        code: number;
                        result?: components["schemas"]["DictCache"];
                        /** @description Milliseconds since the epoch */
                        timestamp: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
}
